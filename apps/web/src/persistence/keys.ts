/**
 * The table of what the web app keeps in this browser: per key, the zod schema a kept value is
 * read with, the shape's version, the migrations from earlier shapes and the default given when
 * nothing readable is kept. The names are in names.ts (without zod, for the start-up code); this
 * table loads with the first read (read.ts).
 *
 * Every schema takes what it can of a damaged value: a field that is missing, of the wrong type or
 * out of its range takes its default and the fields beside it stay (a damaged choir is left out).
 * A value that is no object at all, or a kept song that no longer reads as one, gives the default.
 */
import {
  AHEAD_BARS_RANGE,
  BPM_RANGE,
  CHOIRS_MAX,
  type Choir,
  type ChoirId,
  choirSchema,
  DEFAULT_PREFERENCES,
  DEFAULT_TITLE,
  DEVICE_OFFSET_RANGE,
  keptTitle,
  LOOK_AHEAD_RANGE,
  PRACTICE_TEMPO_RANGE,
  type Preferences,
  parseSong,
  SNAPPING_OPTIONS,
  type Song,
  SPACING_RANGE,
  TRANSPOSE_RANGE,
  WARMUP_RANGE,
} from '@ringalong/song';
import * as z from 'zod/mini';
import { type ChoirSession, NEW_SESSION, RING_MODES, type RingMode } from '../editor/choir/session.ts';
import { type EarlierName, KEY_NAMES, type KeyId } from './names.ts';

export interface KeptKey<K extends KeyId, T> {
  readonly name: (typeof KEY_NAMES)[K]['name'];
  /** The shape kept now; the version of each earlier shape is its place in `earlier` plus one. */
  readonly version: number;
  readonly schema: z.ZodMiniType<T>;
  /** What a read gives when nothing readable is kept. */
  readonly fallback: T;
  /** Per earlier key (names.ts), how a value kept there becomes the next shape's. */
  readonly migrations: { readonly [name in EarlierName<K>]: (older: unknown) => unknown };
}

// --- work: the song being edited with its record ---------------------------------------------

const metaSchema = z.object({
  song_id: z.int().check(z.minimum(0)),
  title: z.optional(z.string()),
  display_name: z.optional(z.string()),
  user_id: z.optional(z.nullable(z.int())),
  is_public: z.optional(z.boolean()),
  is_demo: z.optional(z.boolean()),
  bell_count: z.optional(z.number()),
  view_count: z.optional(z.number()),
  revision: z.optional(z.int()),
});

export interface KeptWork {
  readonly song: Song;
  readonly title: string;
  readonly loadedTitle: string;
  readonly meta: z.infer<typeof metaSchema>;
  readonly saveRequired: boolean;
}

/**
 * A title being typed ('Ode ', '') is in the song's meta as typed; the song schema refuses it, and
 * the whole draft would be lost. The song's copy becomes a title it reads; the header's (`title`)
 * stays as typed.
 */
function readableTitle(song: unknown): unknown {
  const meta = (song as { meta?: unknown } | null)?.meta;
  const title = (meta as { title?: unknown } | null)?.title;
  if (typeof title !== 'string') return song;
  return { ...(song as object), meta: { ...(meta as object), title: keptTitle(title) || DEFAULT_TITLE } };
}

/**
 * The song is read by the song schema itself (parseSong), which lifts a song kept by an older
 * version of the app (a version 1 or unversioned song) to the current version, so it still opens.
 */
const workSchema: z.ZodMiniType<KeptWork> = z.pipe(
  z.object({
    title: z.string(),
    loadedTitle: z.string(),
    meta: metaSchema,
    saveRequired: z.boolean(),
    song: z.unknown(),
  }),
  z.transform((record, context) => {
    const song = parseSong(record.song);
    if (song.ok) return { ...record, song: song.song };
    const retitled = parseSong(readableTitle(record.song));
    if (retitled.ok) return { ...record, song: retitled.song };
    context.issues.push({ code: 'custom', message: song.error, input: record.song });
    return z.NEVER;
  }),
);

// --- preferences -------------------------------------------------------------------------------

const within = (range: { readonly min: number; readonly max: number }) =>
  z.number().check(z.minimum(range.min), z.maximum(range.max));
const wholeWithin = (range: { readonly min: number; readonly max: number }) =>
  z.int().check(z.minimum(range.min), z.maximum(range.max));

/** What each preference must be: a new preference does not compile until it has a line here. */
const PREFERENCE_FIELDS: { readonly [K in keyof Preferences]: z.ZodMiniType<Preferences[K]> } = {
  editMode: z.boolean(),
  soundOn: z.boolean(),
  lineSortMode: z.enum(['pitch', 'mostPlayed']),
  colorMode: z.enum(['random', 'pitchClass', 'highContrast']),
  bpm: within(BPM_RANGE),
  dotSpacingPlayer: within(SPACING_RANGE),
  dotSpacingComposer: within(SPACING_RANGE),
  jumpToCenter: z.boolean(),
  octaveTranspose: wholeWithin(TRANSPOSE_RANGE),
  soundOctaveAbove: z.boolean(),
  roomSound: z.boolean(),
  warmupBeats: wholeWithin(WARMUP_RANGE),
  snapPeriod: z.literal(SNAPPING_OPTIONS.map((option) => option.value)),
  practiceTempo: within(PRACTICE_TEMPO_RANGE),
  countIn: z.boolean(),
  lookAheadSeconds: within(LOOK_AHEAD_RANGE),
  aheadBars: wholeWithin(AHEAD_BARS_RANGE),
  quietRows: z.enum(['dim', 'hide']),
  deviceOffsetMs: within(DEVICE_OFFSET_RANGE),
};

/** Field by field over the defaults; fields the app no longer has are dropped. */
const preferencesSchema = z.object(
  Object.fromEntries(
    (Object.keys(PREFERENCE_FIELDS) as (keyof Preferences)[]).map((field) => [
      field,
      z.catch(PREFERENCE_FIELDS[field] as z.ZodMiniType<unknown>, DEFAULT_PREFERENCES[field]),
    ]),
  ),
) as unknown as z.ZodMiniType<Preferences>;

// --- choirs kept in this browser ---------------------------------------------------------------

export interface KeptChoirs {
  readonly choirs: readonly Choir[];
  readonly activeId: ChoirId | null;
}

/** Each choir checked with the contract's schema; a damaged one is left out, the others stay. */
const choirsSchema: z.ZodMiniType<KeptChoirs> = z.object({
  choirs: z.catch(
    z.pipe(
      z.array(z.unknown()),
      z.transform((list) =>
        list
          .flatMap((entry) => {
            const parsed = choirSchema.safeParse(entry);
            if (parsed.success) return [parsed.data as Choir];
            // A damaged table chart is dropped, the choir kept (as one kept before charts).
            const { chart: _chart, ...rest } = (entry ?? {}) as Record<string, unknown>;
            const plain = choirSchema.safeParse(rest);
            return plain.success ? [plain.data as Choir] : [];
          })
          .slice(0, CHOIRS_MAX),
      ),
    ),
    [],
  ),
  activeId: z.catch(z.nullable(z.string()), null),
});

// --- the choir in the player -------------------------------------------------------------------

const isMode = (value: unknown): value is RingMode => RING_MODES.includes(value as RingMode);
const modes = z.catch(
  z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((record) =>
      Object.fromEntries(
        Object.entries(record).filter((entry): entry is [string, RingMode] => isMode(entry[1])),
      ),
    ),
  ),
  {},
);
const idOrNull = z.catch(z.nullable(z.string().check(z.minLength(1))), null);
const flag = (name: 'on' | 'quietGuide' | 'lanes') => z.catch(z.boolean(), NEW_SESSION[name]);

const choirSessionSchema: z.ZodMiniType<ChoirSession> = z.object({
  on: flag('on'),
  absent: z.catch(
    z.pipe(
      z.array(z.unknown()),
      z.transform((ids) => ids.filter((id): id is string => typeof id === 'string')),
    ),
    [],
  ),
  ringerModes: modes,
  rowModes: modes,
  solo: idOrNull,
  quietGuide: flag('quietGuide'),
  iAm: idOrNull,
  lanes: flag('lanes'),
});

// --- the table -------------------------------------------------------------------------------

export const KEPT: {
  readonly work: KeptKey<'work', KeptWork | null>;
  readonly preferences: KeptKey<'preferences', Preferences>;
  readonly choirs: KeptKey<'choirs', KeptChoirs>;
  readonly choirSession: KeptKey<'choirSession', ChoirSession>;
  readonly savesWaiting: KeptKey<'savesWaiting', number>;
  readonly draftKept: KeptKey<'draftKept', boolean>;
  readonly accountKept: KeptKey<'accountKept', boolean>;
  readonly accountName: KeptKey<'accountName', string>;
} = {
  work: { name: KEY_NAMES.work.name, version: 1, schema: workSchema, fallback: null, migrations: {} },
  preferences: {
    name: KEY_NAMES.preferences.name,
    version: 1,
    schema: preferencesSchema,
    fallback: DEFAULT_PREFERENCES,
    migrations: {},
  },
  choirs: {
    name: KEY_NAMES.choirs.name,
    version: 1,
    schema: choirsSchema,
    fallback: { choirs: [], activeId: null },
    migrations: {},
  },
  choirSession: {
    name: KEY_NAMES.choirSession.name,
    version: 1,
    schema: choirSessionSchema,
    fallback: NEW_SESSION,
    migrations: {},
  },
  savesWaiting: {
    name: KEY_NAMES.savesWaiting.name,
    version: 1,
    schema: z.int().check(z.minimum(0)),
    fallback: 0,
    migrations: {},
  },
  draftKept: {
    name: KEY_NAMES.draftKept.name,
    version: 1,
    schema: z.boolean(),
    fallback: false,
    migrations: {},
  },
  accountKept: {
    name: KEY_NAMES.accountKept.name,
    version: 1,
    schema: z.boolean(),
    fallback: false,
    migrations: {},
  },
  accountName: {
    name: KEY_NAMES.accountName.name,
    version: 1,
    schema: z.string(),
    fallback: '',
    migrations: {},
  },
};

/** What a read of `id` gives. */
export type KeptValue<K extends KeyId> = (typeof KEPT)[K]['fallback'];
