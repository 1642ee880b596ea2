import { BELL_FILTER_RANGE } from '@ringalong/song';
import { useId } from 'react';
import { useApp, useAppStoreApi } from '../../store/index.ts';
import type { LibraryType } from '../../store/types.ts';
import { Button } from '../../ui/Button.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { RangeSlider } from '../../ui/Slider.tsx';
import { search } from '../../ui/shapes/library.ts';

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
      <Segmented
        ariaLabel="Which songs"
        value={library.type}
        options={TYPES}
        onChange={(type) => void actions.setLibraryType(type)}
      />
      <input
        type="text"
        className="ui-input lib-search"
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
          className="ui-checkbox"
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
          <RangeSlider
            low={low}
            high={criteria.bellMax}
            range={BELL_FILTER_RANGE}
            labels={{ low: 'Fewest bells', high: 'Most bells' }}
            onChange={(bellMin, bellMax) => actions.setCriteria({ bellMin, bellMax })}
          />
        </span>
      )}
      <Button
        variant="outlined"
        icon={search}
        disabled={!library.criteriaChanged}
        onClick={() => void actions.search()}
      >
        Search
      </Button>
    </div>
  );
}
