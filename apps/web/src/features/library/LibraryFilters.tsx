import { BELL_FILTER_RANGE } from '@ringalong/song';
import { useId } from 'react';
import { Icon } from '../../app/icons.tsx';
import { useApp, useAppStoreApi } from '../../app/store/index.ts';
import type { LibraryType } from '../../app/store/types.ts';
import { BellRange } from './BellRange.tsx';
import { LibraryButton } from './LibraryButton.tsx';

const TYPES: { label: string; value: LibraryType }[] = [
  { label: 'Public Songs', value: 'public' },
  { label: 'Your Songs', value: 'private' },
];

/** Which library, the search text (Enter searches), the bell-count range and the Search button. */
export function LibraryFilters() {
  const library = useApp((s) => s.library);
  const actions = useAppStoreApi().getState();
  const eightNoteId = useId();
  const { criteria } = library;
  const low = Math.max(BELL_FILTER_RANGE.min, criteria.bellMin);

  return (
    <div className="lib-filters">
      <fieldset className="lib-types" aria-label="Which songs">
        {TYPES.map(({ label, value }) => (
          <button
            key={value}
            type="button"
            aria-pressed={library.type === value}
            onClick={() => {
              // Like a radio group: choosing the chosen one again changes nothing.
              if (library.type !== value) void actions.setLibraryType(value);
            }}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <input
        type="text"
        className="lib-search"
        value={criteria.text}
        placeholder="Press Enter to search"
        aria-label="Search songs"
        onChange={(e) => actions.setCriteria({ text: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void actions.search();
        }}
      />
      <span className="lib-eight-note">
        <input
          id={eightNoteId}
          type="checkbox"
          checked={criteria.eightNote}
          onChange={(e) => actions.setCriteria({ eightNote: e.target.checked })}
        />
        <label htmlFor={eightNoteId}>8 Note Set</label>
      </span>
      {criteria.eightNote ? null : (
        <span className="lib-bells">
          <span aria-hidden="true">
            Bells {low} to {criteria.bellMax}
          </span>
          <BellRange
            low={low}
            high={criteria.bellMax}
            onChange={(bellMin, bellMax) => actions.setCriteria({ bellMin, bellMax })}
          />
        </span>
      )}
      <LibraryButton
        variant="outlined"
        icon={<Icon name="search" />}
        disabled={!library.criteriaChanged}
        onClick={() => void actions.search()}
      >
        Search
      </LibraryButton>
    </div>
  );
}
