import { KEY_NAMES, type KeyName, type PresetMode, type ScaleFlavour } from '@ringalong/song';
import { Button } from '../../ui/Button.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { Select } from '../../ui/Select.tsx';
import { bolt } from '../../ui/shapes/dialogs.ts';
import { close } from '../../ui/shapes/first-paint.ts';
import styles from './BellMenu.module.css';

export interface PresetChoice {
  readonly mode: PresetMode;
  readonly key: KeyName;
  readonly flavour: ScaleFlavour;
}

interface PresetControlsProps {
  readonly choice: PresetChoice;
  readonly onChoice: (choice: PresetChoice) => void;
  readonly onUsePreset: () => void;
  readonly onClear: () => void;
}

const MODES: readonly { label: string; value: PresetMode }[] = [
  { label: 'Custom', value: 'custom' },
  { label: '8 Note Set', value: 'eightNote' },
];
const FLAVOURS: readonly { label: string; value: ScaleFlavour }[] = [
  { label: 'Major', value: 'major' },
  { label: 'Minor', value: 'minor' },
];

const KEY_OPTIONS = KEY_NAMES.map((key) => ({ label: key, value: key }));

/** Custom (a key and a scale) or the 8 Note Set, with Use Preset and Clear. */
export function PresetControls({ choice, onChoice, onUsePreset, onClear }: PresetControlsProps) {
  return (
    <div className={styles.controls}>
      <Segmented
        value={choice.mode}
        options={MODES}
        onChange={(mode) => onChoice({ ...choice, mode })}
        ariaLabel="Preset"
        className={styles.compact}
      />
      {choice.mode === 'custom' && (
        <>
          <Select
            value={choice.key}
            options={KEY_OPTIONS}
            onChange={(key) => onChoice({ ...choice, key })}
            ariaLabel="Key"
            className={styles.key}
          />
          <Segmented
            value={choice.flavour}
            options={FLAVOURS}
            onChange={(flavour) => onChoice({ ...choice, flavour })}
            ariaLabel="Scale"
            className={styles.compact}
          />
        </>
      )}
      <span className={styles.actions}>
        <Button icon={bolt} size="small" onClick={onUsePreset}>
          Use Preset
        </Button>
        <Button icon={close} size="small" variant="outlined" onClick={onClear}>
          Clear
        </Button>
      </span>
    </div>
  );
}
