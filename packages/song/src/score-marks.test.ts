import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clearHairpins,
  clearPassages,
  hairpinsOf,
  noteSound,
  passagesOf,
  setHairpin,
  setPassage,
} from './expression.ts';
import { keySignatureName, setKey, songBellName } from './key-spelling.ts';
import { migrateSong } from './migrate.ts';
import { setNoteAccent } from './note-sound.ts';
import { rowCallInfo } from './rowcall.ts';
import { parseSong, songV4Schema } from './schema.ts';
import { selectionSpan } from './selection.ts';
import { songWith } from './test-songs.ts';

const song = songWith({ 60: [0, 1, 2, 4, 8], 62: [3] });
const ref = (pitchId: number, beat: number) => ({ pitchId, instrument: 'handbell' as const, beat });

describe('marks the composer sets over a selection', () => {
  it('a selection spans from its first strike to its latest end, where the R stands', () => {
    const notes = song.staves[0]!.notes;
    const last = notes.find((n) => n.beat === 4)!;
    expect(selectionSpan(song, [ref(60, 1), ref(62, 3), ref(60, 4)])).toEqual({
      from: 1,
      to: 4 + last.length,
    });
    expect(selectionSpan(song, [])).toBeNull();
    expect(selectionSpan(song, [ref(61, 0)])).toBeNull();
  });

  it('an accent toggles on and off; a note already so is left as it is', () => {
    const on = setNoteAccent(song, [ref(60, 1)], true);
    expect(on.staves[0]!.notes[1]!.accent).toBe(true);
    expect(noteSound(on, on.staves[0]!.notes[1]!).velocity).toBeGreaterThan(1);
    expect(setNoteAccent(on, [ref(60, 1)], true)).toBe(on);
    const off = setNoteAccent(on, [ref(60, 1)], false);
    expect(off).toEqual(song);
    expect('accent' in off.staves[0]!.notes[1]!).toBe(false);
  });

  it('a hairpin is removed over a span, keeping what lies outside it', () => {
    const marked = setHairpin(song, 0, 8, 'crescendo');
    expect(hairpinsOf(clearHairpins(marked, 2, 4))).toEqual([
      { from: 0, to: 2, kind: 'crescendo' },
      { from: 4, to: 8, kind: 'crescendo' },
    ]);
    expect(clearHairpins(song, 0, 4)).toBe(song);
    expect(clearHairpins(marked, 0, 8).hairpins).toBeUndefined();
  });

  it('property: passages and hairpins set and cleared over any spans leave a valid song, none overlapping', () => {
    const span = fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 8 }));
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(span, fc.constantFrom('set', 'clear'), fc.constantFrom('lv', 'thumb damp', 'martellato')),
          {
            maxLength: 8,
          },
        ),
        (edits) => {
          let next = song;
          for (const [[from, width], op, technique] of edits) {
            next =
              op === 'set'
                ? setHairpin(
                    setPassage(next, from, from + width, technique),
                    from,
                    from + width,
                    'diminuendo',
                  )
                : clearHairpins(clearPassages(next, from, from + width), from, from + width);
          }
          expect(parseSong(JSON.parse(JSON.stringify(next)))).toEqual({ ok: true, song: next });
          for (const list of [passagesOf(next), hairpinsOf(next)])
            for (let i = 1; i < list.length; i++)
              expect(list[i]!.from).toBeGreaterThanOrEqual(list[i - 1]!.to);
        },
      ),
    );
  });
});

describe('the song’s key', () => {
  it('is set and cleared as one edit, and spells the rows', () => {
    const inF = setKey(song, -1);
    expect(songBellName(inF, 70)).toBe('Bb4');
    expect(songBellName(setKey(song, 1), 78)).toBe('F#5');
    expect(songBellName(song, 70)).toBe('A#4');
    expect(setKey(inF, -1)).toBe(inF);
    expect(setKey(inF, undefined)).toEqual(song);
    expect(setKey(song, 8)).toBe(song);
    expect(setKey(song, 1.5)).toBe(song);
  });

  it('spells Row Call by the key', () => {
    const inF = setKey(songWith({ 70: [0], 75: [1] }), -1);
    expect(rowCallInfo(inF, 'pitch').map((row) => row.name)).toEqual(['Eb5', 'Bb4']);
    expect(rowCallInfo(setKey(inF, 1), 'pitch').map((row) => row.name)).toEqual(['D#5', 'A#4']);
  });

  it('names each key signature as Song Settings lists it', () => {
    expect(keySignatureName(0)).toBe('C major / A minor (no sharps or flats)');
    expect(keySignatureName(-1)).toBe('F major / D minor (1 flat)');
    expect(keySignatureName(1)).toBe('G major / E minor (1 sharp)');
    expect(keySignatureName(-3)).toBe('E♭ major / C minor (3 flats)');
  });
});

describe('version 5: the techniques shake, singing bell, vibrato, brush damp and ring touch', () => {
  it('a version 4 song comes in as version 5 with nothing else changed', () => {
    const v4 = { ...song, version: 4, passages: [{ from: 0, to: 2, technique: 'lv' }] };
    const parsed = parseSong(v4);
    expect(parsed).toEqual({ ok: true, song: { ...v4, version: 5 } });
    expect(migrateSong(parsed.ok ? parsed.song : null)).toEqual(parsed.ok && parsed.song);
  });

  it('a version 5 song keeps them on notes and passages', () => {
    const techniques = ['shake', 'singing bell', 'vibrato', 'brush damp', 'ring touch'] as const;
    const marked = setPassage(
      {
        ...song,
        staves: [
          {
            ...song.staves[0]!,
            notes: techniques.map((technique, beat) => ({ beat, length: 1, technique })),
          },
        ],
      },
      0,
      4,
      'shake',
    );
    expect(parseSong(JSON.parse(JSON.stringify(marked)))).toEqual({ ok: true, song: marked });
  });

  it('a version 4 document is checked as version 4: none of them there', () => {
    expect(songV4Schema.safeParse({ ...song, version: 4 }).success).toBe(true);
    const shaken = {
      ...song,
      version: 4,
      staves: [{ ...song.staves[0]!, notes: [{ beat: 0, length: 1, technique: 'shake' }] }],
    };
    expect(songV4Schema.safeParse(shaken).success).toBe(false);
  });
});
