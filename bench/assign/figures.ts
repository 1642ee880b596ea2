/**
 * Figures of the automatic ringer assignment (not timings): per demo song and import fixture, the
 * ringers needed to ring every note with no bell change (two bells, one per hand; and
 * four-in-hand), and with choirs of 8, 9 and 11 ringers, all two bells or all four-in-hand: the
 * bell changes, the most bells sounding in one ringer's hands at once and the notes left to the
 * computer.
 * Run: npx tsx bench/assign/figures.ts
 */
import { assignRingers, type Choir, estimateRingers, type Hands, type Song } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { choirOfSize, FIXTURE_TUNES, fixtureSong } from '../../packages/music-io/test/fixture-songs.ts';

const SIZES = [8, 9, 11] as const;
const HANDS: readonly Hands[] = ['two-bells', 'four-in-hand'];

const choirOf = (size: number, hands: Hands): Choir => {
  const choir = choirOfSize(size);
  return { ...choir, ringers: choir.ringers.map((r) => ({ ...r, hands })) };
};

function cells(song: Song): string[] {
  const needed = HANDS.map((h) => String(estimateRingers(song, h).ringersNeeded));
  const withChoirs = SIZES.flatMap((size) =>
    HANDS.map((hands) => {
      const { report } = assignRingers(song, choirOf(size, hands));
      const most = Math.max(0, ...report.ringers.map((r) => r.mostAtOnce));
      return `${report.swaps} / ${most} / ${report.unassignedNotes}`;
    }),
  );
  return [...needed, ...withChoirs];
}

const header = [
  'song',
  'needed (2 bells)',
  'needed (4-in-hand)',
  ...SIZES.flatMap((n) => HANDS.map((h) => `${n} ringers, ${h === 'two-bells' ? '2 bells' : '4-in-hand'}`)),
];
const rows: string[][] = [];
for (const song of DEMO_SONGS) rows.push([song.meta.title, ...cells(song)]);
for (const [file, tune] of FIXTURE_TUNES)
  rows.push([tune ? `${file} #${tune}` : file, ...cells(fixtureSong(file, tune))]);

console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
console.log(
  '\nEach choir cell: bell changes / most bells sounding in one ringer’s hands at once / notes left to the computer.',
);
