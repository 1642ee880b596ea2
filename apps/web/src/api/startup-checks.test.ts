// @vitest-environment node
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, STARTUP_ANSWERS, startupChecksSource } from '../../test/startup-checks-source.ts';
import { me, plan as planCheck, songList } from './startup-checks.gen.ts';

type Check = (value: unknown) => boolean;
const CHECKS: Record<keyof typeof STARTUP_ANSWERS, Check> = { me, songList, plan: planCheck };

describe('the start-up checks compiled from the contract', () => {
  it("are what the contract's schemas make now (rewrite with the script named in the file)", () => {
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(startupChecksSource());
  });

  const song = {
    song_id: 3,
    title: 'Ode',
    display_name: 'Ann',
    user_id: null,
    is_public: true,
    is_demo: false,
    bell_count: 8,
    view_count: 0,
    revision: 1,
  };
  const plan = {
    plan_id: null,
    plan_type: null,
    issued: null,
    expired: null,
    canceled: null,
    created: null,
    subscription_id: null,
    status: 'active',
    canceled_at: null,
    ended_at: null,
    current_period_end: '2027-01-01T00:00:00Z',
    cancel_at_period_end: false,
  };
  const samples: Record<keyof typeof STARTUP_ANSWERS, unknown[]> = {
    me: [
      { user_id: 1, display_name: 'Ann', email: null },
      { user_id: 1, display_name: 'Ann', email: 'a@b.c', extra: 1 },
      { user_id: 0, display_name: 'Ann', email: null },
      { user_id: 1.5, display_name: 'Ann', email: null },
      { user_id: 1, display_name: 7, email: null },
      { user_id: 1, display_name: 'Ann' },
      null,
      [],
      'me',
    ],
    songList: [
      { songs: [] },
      { songs: [song, { ...song, song_id: 4, user_id: 9 }] },
      { songs: [{ ...song, bell_count: -1 }] },
      { songs: [{ ...song, revision: 0 }] },
      { songs: [{ ...song, is_public: 'yes' }] },
      { songs: [{ ...song, title: undefined }] },
      { songs: {} },
      {},
    ],
    plan: [
      { planObject: plan },
      { planObject: plan, handedOverSong: song },
      { planObject: plan, handedOverSong: null },
      { planObject: { ...plan, status: null } },
      { planObject: { ...plan, status: 'bogus' } },
      { planObject: { ...plan, cancel_at_period_end: null } },
      { planObject: plan, handedOverSong: { ...song, song_id: -2 } },
      { handedOverSong: null },
    ],
  };

  for (const name of Object.keys(STARTUP_ANSWERS) as (keyof typeof STARTUP_ANSWERS)[]) {
    it(`${name}: accept and refuse exactly what the zod schema does`, () => {
      const compiled = CHECKS[name];
      for (const sample of samples[name]) {
        const copy = structuredClone(sample);
        expect(compiled(copy), JSON.stringify(sample)).toBe(STARTUP_ANSWERS[name].safeParse(sample).success);
      }
      fc.assert(
        fc.property(fc.anything(), (value) => {
          expect(compiled(structuredClone(value))).toBe(STARTUP_ANSWERS[name].safeParse(value).success);
        }),
      );
    });
  }
});
