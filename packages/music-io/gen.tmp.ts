import { writeFileSync } from 'node:fs';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { writeMidi } from './src/write/midi.ts';
import { writeMusicXml } from './src/write/musicxml.ts';

for (const [i, song] of DEMO_SONGS.entries()) {
  writeFileSync(`/tmp/exp/demo${i}.musicxml`, writeMusicXml(song, { bpm: 100 }));
  writeFileSync(`/tmp/exp/demo${i}.mid`, writeMidi(song, { bpm: 100, tracks: 'row' }));
}
