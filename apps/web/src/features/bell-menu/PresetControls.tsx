import { KEY_NAMES, type KeyName, type PresetMode, type ScaleFlavour } from '@ringalong/song';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
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

/** Custom (a key and a scale) or the 8 Note Set, with Use Preset and Clear. */
export function PresetControls({ choice, onChoice, onUsePreset, onClear }: PresetControlsProps) {
  return (
    <div className={styles.controls}>
      <SelectButton
        value={choice.mode}
        options={[...MODES]}
        optionLabel="label"
        optionValue="value"
        allowEmpty={false}
        onChange={(e) => onChoice({ ...choice, mode: e.value as PresetMode })}
        aria-label="Preset"
        className={styles.compact}
      />
      {choice.mode === 'custom' && (
        <>
          <Dropdown
            value={choice.key}
            options={[...KEY_NAMES]}
            onChange={(e) => onChoice({ ...choice, key: e.value as KeyName })}
            ariaLabel="Key"
            scrollHeight="16rem"
            className={`p-inputtext-sm ${styles.key}`}
          />
          <SelectButton
            value={choice.flavour}
            options={[...FLAVOURS]}
            optionLabel="label"
            optionValue="value"
            allowEmpty={false}
            onChange={(e) => onChoice({ ...choice, flavour: e.value as ScaleFlavour })}
            aria-label="Scale"
            className={styles.compact}
          />
        </>
      )}
      <span className={styles.actions}>
        <Button label="Use Preset" icon="pi pi-bolt" size="small" onClick={onUsePreset} />
        <Button label="Clear" icon="pi pi-times" size="small" outlined onClick={onClear} />
      </span>
    </div>
  );
}
