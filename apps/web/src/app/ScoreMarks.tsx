import { DYNAMIC_LEVELS, type DynamicLevel, type Hairpin, type Technique } from '@ringalong/song';
import type { ActionId } from '../editor/actions/types.ts';
import { useDispatch } from './actions.ts';

/** The passages the composer sets, as scores print them. */
const PASSAGES: readonly { readonly technique: Technique; readonly label: string }[] = [
  { technique: 'lv', label: 'LV … R (let vibrate)' },
  { technique: 'thumb damp', label: 'T.D. … R (thumb damp)' },
  { technique: 'martellato', label: 'Mart. … R (martellato)' },
];

const HAIRPINS: readonly { readonly kind: Hairpin['kind']; readonly label: string }[] = [
  { kind: 'crescendo', label: 'cresc. < (louder)' },
  { kind: 'diminuendo', label: 'dim. > (softer)' },
];

type Choice =
  | { readonly id: 'passage'; readonly technique?: Technique }
  | { readonly id: 'dynamic'; readonly level?: DynamicLevel }
  | { readonly id: 'hairpin'; readonly kind?: Hairpin['kind'] };

interface Option {
  readonly value: string;
  readonly label: string;
  readonly choice: Choice;
  /** Needs selected notes (a dynamic goes at the hit point without them). */
  readonly onSelection: boolean;
}

const GROUPS: readonly {
  readonly label: string;
  readonly action: ActionId;
  readonly options: readonly Option[];
}[] = [
  {
    label: 'Passage over the selected notes',
    action: 'passage',
    options: [
      ...PASSAGES.map(({ technique, label }) => ({
        value: `passage:${technique}`,
        label,
        choice: { id: 'passage', technique } as const,
        onSelection: true,
      })),
      { value: 'passage:', label: 'No passage here', choice: { id: 'passage' }, onSelection: true },
    ],
  },
  {
    label: 'Dynamic where the selection starts (or at the hit point)',
    action: 'dynamic',
    options: [
      ...DYNAMIC_LEVELS.map((level) => ({
        value: `dynamic:${level}`,
        label: level,
        choice: { id: 'dynamic', level } as const,
        onSelection: false,
      })),
      { value: 'dynamic:', label: 'No dynamic here', choice: { id: 'dynamic' }, onSelection: false },
    ],
  },
  {
    label: 'Hairpin over the selected notes',
    action: 'hairpin',
    options: [
      ...HAIRPINS.map(({ kind, label }) => ({
        value: `hairpin:${kind}`,
        label,
        choice: { id: 'hairpin', kind } as const,
        onSelection: true,
      })),
      { value: 'hairpin:', label: 'No hairpin here', choice: { id: 'hairpin' }, onSelection: true },
    ],
  },
];

const BY_VALUE = new Map(GROUPS.flatMap((group) => group.options.map((option) => [option.value, option])));

/**
 * The composer's score marks beside the techniques: a passage ('LV ... R', 'T.D. ... R', 'Mart. ...
 * R') or a hairpin over the selected notes, a dynamic where they start (or at the hit point), and
 * the accent ('>') on the selected notes. Each choice dispatches the registry's `passage`,
 * `dynamic`, `hairpin` or `accent` action, one undo entry, as the keys do.
 */
export function ScoreMarks({ selected, onDone }: { readonly selected: number; readonly onDone: () => void }) {
  const dispatch = useDispatch();
  const perform = (choice: Choice) => {
    if (choice.id === 'passage') dispatch('passage', choice.technique ? { technique: choice.technique } : {});
    else if (choice.id === 'dynamic') dispatch('dynamic', choice.level ? { level: choice.level } : {});
    else dispatch('hairpin', choice.kind ? { kind: choice.kind } : {});
  };
  return (
    <>
      <button
        type="button"
        className="note-tools-glyph"
        title="Accent (>): on the selected notes"
        aria-label="Accent (>)"
        disabled={selected === 0}
        onMouseDown={(e) => e.preventDefault()}
        data-action="accent"
        onClick={() => dispatch('accent')}
      >
        {'>'}
      </button>
      <span className="ui-select note-tools-marks">
        <select
          aria-label="Score marks: passage, dynamic, hairpin"
          value=""
          onChange={(event) => {
            const option = BY_VALUE.get(event.target.value);
            if (option) perform(option.choice);
            onDone();
          }}
        >
          <option value="" disabled>
            Marks
          </option>
          {GROUPS.map((group) => (
            <optgroup key={group.action} label={group.label}>
              {group.options.map((option) => (
                <option
                  key={option.value}
                  value={option.value}
                  data-action={group.action}
                  disabled={option.onSelection && selected === 0}
                >
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </span>
    </>
  );
}
