import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { makeUpgraded, signIn, type TestApp, userIdOf } from './helpers.ts';

/** A valid exported song: one note per beat on each stave. */
export function songBody(
  title = 'My Tune',
  pitches: readonly number[] = [60, 62, 64],
  beats: readonly number[] = [0, 1, 2],
) {
  return {
    version: 1,
    meta: { title, eight_note_compatible: false, bell_count: pitches.length },
    staves: pitches.map((pitchId) => ({ pitchId, notes: beats.map((beat) => ({ beat })) })),
    timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
  };
}

export interface Caller {
  readonly cookie: string;
  readonly id: number;
}

/** Signs a person in and optionally gives them an active subscription. */
export async function person(t: TestApp, name: string, upgraded: boolean): Promise<Caller> {
  const cookie = await signIn(t.baseUrl, { name, email: `${name.toLowerCase()}@example.com` });
  const id = await userIdOf(t.baseUrl, cookie);
  if (upgraded) await makeUpgraded(t.db, id);
  return { cookie, id };
}

export type CallOptions = Omit<InjectOptions, 'cookies'> & { readonly as?: Caller | null };

/** One API request through the real app, as our own page would send it (same origin, JSON). */
export async function call(t: TestApp, options: CallOptions): Promise<LightMyRequestResponse> {
  const { as, headers, ...rest } = options;
  return t.app.inject({
    ...rest,
    headers: {
      origin: t.baseUrl,
      ...(rest.payload !== undefined && typeof rest.payload === 'object'
        ? { 'content-type': 'application/json' }
        : {}),
      ...(as ? { cookie: as.cookie } : {}),
      ...headers,
    },
  } as InjectOptions);
}
