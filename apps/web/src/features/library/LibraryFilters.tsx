import { BELL_FILTER_RANGE } from '@ringalong/song';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { Slider } from 'primereact/slider';
import { useId } from 'react';
import { Icon } from '../../app/icons.tsx';
import { useApp, useAppStoreApi } from '../../app/store/index.ts';
import type { LibraryType } from '../../app/store/types.ts';

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
    <div className="library-filters">
      <SelectButton
        value={library.type}
        options={TYPES}
        allowEmpty={false}
        aria-label="Which songs"
        onChange={(e) => void actions.setLibraryType(e.value as LibraryType)}
      />
      <span className="p-input-icon-left library-search">
        <InputText
          value={criteria.text}
          placeholder="Press Enter to search"
          aria-label="Search songs"
          onChange={(e) => actions.setCriteria({ text: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void actions.search();
          }}
        />
      </span>
      <span className="library-eight-note">
        <Checkbox
          inputId={eightNoteId}
          checked={criteria.eightNote}
          onChange={(e) => actions.setCriteria({ eightNote: Boolean(e.checked) })}
        />
        <label htmlFor={eightNoteId}>8 Note Set</label>
      </span>
      {criteria.eightNote ? null : (
        <span className="library-bells">
          <span aria-hidden="true">
            Bells {low} to {criteria.bellMax}
          </span>
          <Slider
            range
            min={BELL_FILTER_RANGE.min}
            max={BELL_FILTER_RANGE.max}
            value={[low, criteria.bellMax]}
            aria-label="Bell count range"
            onChange={(e) => {
              const [bellMin, bellMax] = e.value as [number, number];
              actions.setCriteria({ bellMin, bellMax });
            }}
          />
        </span>
      )}
      <Button
        label="Search"
        icon={<Icon name="search" />}
        disabled={!library.criteriaChanged}
        onClick={() => void actions.search()}
      />
    </div>
  );
}
