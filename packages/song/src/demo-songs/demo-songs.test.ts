import { describe, expect, it } from 'vitest';
import { allNoteRefs, bellName, isEightNoteCompatible, parseSong, type Song } from '../index.ts';
import { DEMO_SONGS } from './index.ts';

/** The tune as a listener hears it: at each struck beat, the highest bell (melodies sit on top). */
function topLine(song: Song): string[] {
  const highest = new Map<number, number>();
  for (const { beat, pitchId } of allNoteRefs(song))
    highest.set(beat, Math.max(highest.get(beat) ?? 0, pitchId));
  return [...highest.entries()].sort(([a], [b]) => a - b).map(([, pitch]) => bellName(pitch));
}

const byTitle = (title: string) => DEMO_SONGS.find((song) => song.meta.title === title)!;

const EXPECTED: readonly { title: string; signature: string; opening: string }[] = [
  { title: 'Ode to Joy', signature: '4/4', opening: 'E4 E4 F4 G4 G4 F4 E4 D4 C4 C4 D4 E4 E4 D4 D4' },
  {
    title: 'Twinkle Twinkle Little Star',
    signature: '4/4',
    opening: 'C4 C4 G4 G4 A4 A4 G4 F4 F4 E4 E4 D4 D4 C4',
  },
  { title: 'Jingle Bells', signature: '4/4', opening: 'E4 E4 E4 E4 E4 E4 E4 G4 C4 D4 E4' },
  { title: 'Amazing Grace', signature: '3/4', opening: 'C4 F4 A4 F4 A4 G4 F4 D4 C4' },
  { title: 'Silent Night', signature: '3/4', opening: 'G4 A4 G4 E4 G4 A4 G4 E4 D5 D5 B4 C5 C5 G4' },
  { title: 'Joy to the World', signature: '2/4', opening: 'C5 B4 A4 G4 F4 E4 D4 C4 G4 A4 A4 B4 B4 C5' },
  { title: 'Frere Jacques', signature: '4/4', opening: 'C4 D4 E4 C4 C4 D4 E4 C4' },
  { title: 'When the Saints Go Marching In', signature: '4/4', opening: 'C4 E4 F4 G4 C4 E4 F4 G4' },
];

describe('demo songs', () => {
  it('are the eight well-known tunes, each once', () => {
    expect(DEMO_SONGS.map((song) => song.meta.title).sort()).toEqual(EXPECTED.map((e) => e.title).sort());
  });

  for (const { title, signature, opening } of EXPECTED) {
    describe(title, () => {
      const song = byTitle(title);

      it('passes parseSong unchanged', () => {
        expect(parseSong(JSON.parse(JSON.stringify(song)))).toEqual({ ok: true, song });
      });

      it(`is in ${signature} from the start`, () => {
        const [first, ...rest] = song.timeSignatures;
        expect(`${first!.numerator}/${first!.denominator}`).toBe(signature);
        expect(first!.beat).toBe(0);
        expect(rest).toEqual([]);
      });

      it('opens with the right melody', () => {
        const notes = opening.split(' ');
        expect(topLine(song).slice(0, notes.length)).toEqual(notes);
      });

      it('has a stave for exactly the bells it rings, and notes on the 16th-note grid', () => {
        expect(song.staves.every((stave) => stave.notes.length > 0)).toBe(true);
        expect(allNoteRefs(song).every((ref) => Number.isInteger(ref.beat * 4))).toBe(true);
        expect(song.meta.bell_count).toBe(song.staves.length);
      });
    });
  }

  it('give at least three songs for the 8 Note Set', () => {
    const eightNote = DEMO_SONGS.filter((song) => isEightNoteCompatible(song.staves.map((s) => s.pitchId)));
    expect(eightNote.map((song) => song.meta.title)).toEqual(
      expect.arrayContaining(['Twinkle Twinkle Little Star', 'Jingle Bells', 'Joy to the World']),
    );
    expect(eightNote.length).toBeGreaterThanOrEqual(3);
  });

  it('ring bass bells together with the melody in the harmonised songs', () => {
    for (const title of ['Ode to Joy', 'Amazing Grace', 'Silent Night']) {
      const song = byTitle(title);
      const lowest = song.staves[0]!;
      const melodyBeats = new Set(
        allNoteRefs(song)
          .filter((r) => r.pitchId >= 60)
          .map((r) => r.beat),
      );
      expect(lowest.pitchId).toBeLessThan(55);
      expect(lowest.notes.some((note) => melodyBeats.has(note.beat))).toBe(true);
    }
  });

  it('end where the tunes end', () => {
    const lastBeat = (song: Song) => Math.max(...allNoteRefs(song).map((r) => r.beat));
    expect(lastBeat(byTitle('Ode to Joy'))).toBe(15 * 4 + 2);
    expect(lastBeat(byTitle('Amazing Grace'))).toBe(15 * 3);
    expect(lastBeat(byTitle('Joy to the World'))).toBe(18 * 2);
    expect(lastBeat(byTitle('Frere Jacques'))).toBe(9 * 4 + 2);
  });
});
