import { describe, expect, it } from 'vitest';
import { assignedSong, THREE } from '../../../test/choir.ts';
import { NEW_SESSION } from './session.ts';
import { GUIDE_GAIN, rowGains } from './sound.ts';

const song = assignedSong();
const assignment = song.assignments![0]!;
const gains = (patch: Partial<typeof NEW_SESSION>) =>
  Object.fromEntries(rowGains(song, THREE, assignment, { ...NEW_SESSION, ...patch }));

describe('which rows sound how', () => {
  it('everyone here, rung by people: their rows silent, nobody’s row (A4) rung by the computer', () => {
    expect(gains({})).toEqual({
      '60:handbell': 0,
      '62:handbell': 0,
      '64:handbell': 0,
      '65:handbell': 0,
      '67:handbell': 0,
      '69:handbell': 1,
    });
  });

  it('an absent ringer’s rows are rung by the computer at full sound', () => {
    const g = gains({ absent: ['ben'] });
    expect(g['64:handbell']).toBe(1);
    expect(g['65:handbell']).toBe(1);
    expect(g['60:handbell']).toBe(0);
    expect(g['67:handbell']).toBe(0);
  });

  it('with the quiet guide, rows rung by people sound quietly', () => {
    const g = gains({ quietGuide: true, absent: ['cat'] });
    expect(g['60:handbell']).toBe(GUIDE_GAIN);
    expect(g['67:handbell']).toBe(1);
    expect(g['69:handbell']).toBe(1);
  });

  it('a ringer set to computer or muted, and a row’s own choice over its ringer’s', () => {
    const g = gains({
      ringerModes: { ann: 'computer', ben: 'muted' },
      rowModes: { '62:handbell': 'muted', '69:handbell': 'person', '67:handbell': 'computer' },
    });
    expect(g).toEqual({
      '60:handbell': 1,
      '62:handbell': 0,
      '64:handbell': 0,
      '65:handbell': 0,
      '67:handbell': 1,
      '69:handbell': 0,
    });
  });

  it('solo: only the soloed ringer’s bells sound; the others are silent, or the guide', () => {
    expect(gains({ solo: 'ben' })).toEqual({
      '60:handbell': 0,
      '62:handbell': 0,
      '64:handbell': 1,
      '65:handbell': 1,
      '67:handbell': 0,
      '69:handbell': 0,
    });
    expect(gains({ solo: 'ben', quietGuide: true })['60:handbell']).toBe(GUIDE_GAIN);
  });

  it('a part naming a ringer the choir no longer has: its rows are the computer’s', () => {
    const choir = { ...THREE, ringers: THREE.ringers.filter((r) => r.id !== 'cat') };
    expect(rowGains(song, choir, assignment, NEW_SESSION).get('67:handbell')).toBe(1);
  });
});
