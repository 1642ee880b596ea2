/**
 * Each kept value round-trips through this browser, and what the app kept before this module
 * (the exact JSON its earlier code wrote) still reads, older song shapes lifted to the current one.
 */
import {
  AHEAD_BARS_RANGE,
  BPM_RANGE,
  DEFAULT_PREFERENCES,
  DEVICE_OFFSET_RANGE,
  LOOK_AHEAD_RANGE,
  PRACTICE_TEMPO_RANGE,
  type Preferences,
  SNAPPING_OPTIONS,
  SONG_VERSION,
  SPACING_RANGE,
  TRANSPOSE_RANGE,
  WARMUP_RANGE,
} from '@ringalong/song';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THREE } from '../../test/choir.ts';
import { keptWork } from '../../test/kept-work.ts';
import { MemoryStorage } from '../../test/memory-storage.ts';
import { type ChoirSession, NEW_SESSION, RING_MODES } from '../editor/choir/session.ts';
import { write } from './index.ts';
import { KEY_NAMES } from './names.ts';
import { read } from './read.ts';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** A number in a range, as JSON keeps it (no -0). */
const within = (range: { readonly min: number; readonly max: number }) =>
  fc.double({ min: range.min, max: range.max, noNaN: true }).map((x) => x + 0);
const wholeWithin = (range: { readonly min: number; readonly max: number }) =>
  fc.integer({ min: range.min, max: range.max });

const preferences: fc.Arbitrary<Preferences> = fc.record({
  editMode: fc.boolean(),
  soundOn: fc.boolean(),
  lineSortMode: fc.constantFrom('pitch', 'mostPlayed'),
  colorMode: fc.constantFrom('random', 'pitchClass', 'highContrast'),
  bpm: within(BPM_RANGE),
  dotSpacingPlayer: within(SPACING_RANGE),
  dotSpacingComposer: within(SPACING_RANGE),
  jumpToCenter: fc.boolean(),
  octaveTranspose: wholeWithin(TRANSPOSE_RANGE),
  soundOctaveAbove: fc.boolean(),
  roomSound: fc.boolean(),
  warmupBeats: wholeWithin(WARMUP_RANGE),
  snapPeriod: fc.constantFrom(...SNAPPING_OPTIONS.map((option) => option.value)),
  practiceTempo: within(PRACTICE_TEMPO_RANGE),
  countIn: fc.boolean(),
  lookAheadSeconds: within(LOOK_AHEAD_RANGE),
  aheadBars: wholeWithin(AHEAD_BARS_RANGE),
  quietRows: fc.constantFrom('dim', 'hide'),
  deviceOffsetMs: within(DEVICE_OFFSET_RANGE),
});

const id = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const modes = fc.dictionary(id, fc.constantFrom(...RING_MODES));
const session: fc.Arbitrary<ChoirSession> = fc.record({
  on: fc.boolean(),
  absent: fc.array(id, { maxLength: 5 }),
  ringerModes: modes,
  rowModes: modes,
  solo: fc.option(id, { nil: null }),
  quietGuide: fc.boolean(),
  iAm: fc.option(id, { nil: null }),
  lanes: fc.boolean(),
});

describe('each key round-trips', () => {
  it('preferences', () => {
    fc.assert(
      fc.property(preferences, (value) => {
        expect(write(storage, 'preferences', value)).toBe(true);
        expect(read(storage, 'preferences')).toEqual(value);
      }),
    );
  });

  it('the choir in the player', () => {
    fc.assert(
      fc.property(session, (value) => {
        write(storage, 'choirSession', value);
        expect(read(storage, 'choirSession')).toEqual(value);
      }),
    );
  });

  it('choirs kept in this browser', () => {
    const second = { ...THREE, id: 'choir-two', name: 'Second Choir', ringers: [] };
    fc.assert(
      fc.property(fc.subarray([THREE, second]), fc.option(id, { nil: null }), (choirs, activeId) => {
        write(storage, 'choirs', { choirs, activeId });
        expect(read(storage, 'choirs')).toEqual({ choirs, activeId });
      }),
    );
  });

  it('the work', () => {
    fc.assert(
      fc.property(keptWork, (value) => {
        write(storage, 'work', value);
        expect(read(storage, 'work')).toEqual(value);
      }),
      { numRuns: 30 },
    );
  });
});

describe('what the app kept before this module still reads', () => {
  it('kept work, as the earlier writeWork wrote it (JSON.stringify of the work)', () => {
    storage.items.set(
      KEY_NAMES.work.name,
      '{"song":{"version":4,"meta":{"title":"Kept tune"},"staves":[{"pitchId":60,"instrument":"handbell","notes":[{"beat":0,"length":1},{"beat":2,"length":2}]},{"pitchId":62,"instrument":"handbell","notes":[]}],"timeSignatures":[{"beat":0,"numerator":4,"denominator":4}]},"title":"Kept tune","loadedTitle":"Kept tune","meta":{"song_id":12,"title":"Kept tune","user_id":3,"is_public":false,"revision":2},"saveRequired":true}',
    );
    expect(read(storage, 'work')).toEqual({
      song: {
        version: SONG_VERSION,
        meta: { title: 'Kept tune' },
        staves: [
          {
            pitchId: 60,
            instrument: 'handbell',
            notes: [
              { beat: 0, length: 1 },
              { beat: 2, length: 2 },
            ],
          },
          { pitchId: 62, instrument: 'handbell', notes: [] },
        ],
        timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
      },
      title: 'Kept tune',
      loadedTitle: 'Kept tune',
      meta: { song_id: 12, title: 'Kept tune', user_id: 3, is_public: false, revision: 2 },
      saveRequired: true,
    });
  });

  it('kept work with a version 1 song: the song is lifted (handbell rows, notes with lengths)', () => {
    storage.items.set(
      KEY_NAMES.work.name,
      '{"song":{"version":1,"meta":{"title":"Old tune"},"staves":[{"pitchId":60,"notes":[{"beat":0},{"beat":1}]}],"timeSignatures":[{"beat":0,"numerator":3,"denominator":4}]},"title":"Old tune","loadedTitle":"","meta":{"song_id":0},"saveRequired":true}',
    );
    const kept = read(storage, 'work');
    expect(kept?.song.version).toBe(SONG_VERSION);
    expect(kept?.song.timeSignatures).toEqual([{ beat: 0, numerator: 3, denominator: 4 }]);
    expect(kept?.song.staves).toEqual([
      {
        pitchId: 60,
        instrument: 'handbell',
        notes: [expect.objectContaining({ beat: 0 }), expect.objectContaining({ beat: 1 })],
      },
    ]);
    expect(kept?.song.staves[0]?.notes.every((note) => note.length > 0)).toBe(true);
    expect(kept).toMatchObject({ title: 'Old tune', meta: { song_id: 0 }, saveRequired: true });
  });

  it('kept work with an unversioned song (the first app): a title and 4/4 are given', () => {
    storage.items.set(
      KEY_NAMES.work.name,
      '{"song":{"meta":{},"staves":[{"pitchId":67,"notes":[{"beat":2}]}]},"title":"","loadedTitle":"","meta":{"song_id":0},"saveRequired":false}',
    );
    const kept = read(storage, 'work');
    expect(kept?.song.version).toBe(SONG_VERSION);
    expect(kept?.song.meta.title).not.toBe('');
    expect(kept?.song.timeSignatures).toEqual([{ beat: 0, numerator: 4, denominator: 4 }]);
    expect(kept?.song.staves[0]?.notes[0]?.beat).toBe(2);
  });

  it('kept work whose song is no longer a song gives none', () => {
    storage.items.set(
      KEY_NAMES.work.name,
      '{"song":{"version":4,"meta":{"title":"x"},"staves":"many"},"title":"x","loadedTitle":"x","meta":{"song_id":1},"saveRequired":true}',
    );
    expect(read(storage, 'work')).toBeNull();
  });

  it('preferences, as JSON.stringify of the preferences; a retired or bad field is dropped', () => {
    storage.items.set(
      KEY_NAMES.preferences.name,
      '{"editMode":true,"soundOn":false,"lineSortMode":"mostPlayed","colorMode":"highContrast","bpm":132,"dotSpacingPlayer":200,"dotSpacingComposer":120,"jumpToCenter":true,"octaveTranspose":-1,"soundOctaveAbove":false,"roomSound":true,"warmupBeats":8,"snapPeriod":0.25,"practiceTempo":80,"countIn":false,"lookAheadSeconds":6,"aheadBars":3,"quietRows":"hide","deviceOffsetMs":-40,"retired":1,"colourMode":"x"}',
    );
    expect(read(storage, 'preferences')).toEqual({
      editMode: true,
      soundOn: false,
      lineSortMode: 'mostPlayed',
      colorMode: 'highContrast',
      bpm: 132,
      dotSpacingPlayer: 200,
      dotSpacingComposer: 120,
      jumpToCenter: true,
      octaveTranspose: -1,
      soundOctaveAbove: false,
      roomSound: true,
      warmupBeats: 8,
      snapPeriod: 0.25,
      practiceTempo: 80,
      countIn: false,
      lookAheadSeconds: 6,
      aheadBars: 3,
      quietRows: 'hide',
      deviceOffsetMs: -40,
    });
  });

  it('preferences kept before a preference existed: it takes its default', () => {
    storage.items.set(KEY_NAMES.preferences.name, '{"bpm":90,"soundOn":false}');
    expect(read(storage, 'preferences')).toEqual({ ...DEFAULT_PREFERENCES, bpm: 90, soundOn: false });
  });

  it('choirs, with a damaged one left out and the active choir kept', () => {
    storage.items.set(
      KEY_NAMES.choirs.name,
      '{"choirs":[{"id":"choir-1","name":"St Anne Ringers","ringers":[{"id":"ann","name":"Ann"}],"bells":[60,62,64],"chimes":[]},{"id":"bad id!","name":""}],"activeId":"choir-1"}',
    );
    expect(read(storage, 'choirs')).toEqual({
      choirs: [
        {
          id: 'choir-1',
          name: 'St Anne Ringers',
          ringers: [{ id: 'ann', name: 'Ann' }],
          bells: [60, 62, 64],
          chimes: [],
        },
      ],
      activeId: 'choir-1',
    });
  });

  it('choirs with a table chart keep it; a damaged chart is dropped and its choir kept', () => {
    const chart = [{ ringer: 'ann', bells: [60, 62], chimes: [] }];
    write(storage, 'choirs', { choirs: [{ ...THREE, chart }], activeId: null });
    expect(read(storage, 'choirs').choirs[0]?.chart).toEqual(chart);
    storage.items.set(
      KEY_NAMES.choirs.name,
      '{"choirs":[{"id":"choir-1","name":"St Anne Ringers","ringers":[{"id":"ann","name":"Ann"}],"bells":[60],"chimes":[],"chart":[{"ringer":"ann","bells":"all"}]}],"activeId":null}',
    );
    expect(read(storage, 'choirs').choirs).toEqual([
      {
        id: 'choir-1',
        name: 'St Anne Ringers',
        ringers: [{ id: 'ann', name: 'Ann' }],
        bells: [60],
        chimes: [],
      },
    ]);
  });

  it('the choir in the player, field by field: a wrong field takes its default, the others stay', () => {
    storage.items.set(
      KEY_NAMES.choirSession.name,
      '{"on":true,"absent":["ben",7],"ringerModes":{"ann":"computer","cat":"loud"},"rowModes":{},"solo":"","quietGuide":"yes","iAm":"ann","lanes":false}',
    );
    expect(read(storage, 'choirSession')).toEqual({
      ...NEW_SESSION,
      absent: ['ben'],
      ringerModes: { ann: 'computer' },
      iAm: 'ann',
      lanes: false,
    });
  });
});
