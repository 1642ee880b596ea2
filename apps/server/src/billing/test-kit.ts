/** Shared by the billing tests: a signed-in client of the real app, speaking HTTP like the web app. */
import { createDefaultSong, exportSong, type PlanObject, type Song } from '@ringalong/song';
import { signIn, userIdOf } from '../../test/helpers.ts';

export function pendingSong(title = 'Kept Across Checkout'): Song {
  const song = createDefaultSong();
  return exportSong(
    {
      ...song,
      staves: song.staves.map((s, i) => (i === 0 ? { ...s, notes: [{ beat: 0 }, { beat: 1 }] } : s)),
    },
    title,
  );
}

/** Tests read answers loosely and assert the fields they care about. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type Answer = { status: number; body: any };

export interface Client {
  readonly cookie: string;
  readonly userId: number;
  call(method: string, path: string, body?: unknown): Promise<Answer>;
  plan(): Promise<PlanObject>;
  subscribe(song?: Song): Promise<Answer>;
}

export async function signedInClient(baseUrl: string, name: string): Promise<Client> {
  const cookie = await signIn(baseUrl, {
    name,
    email: `${name.toLowerCase().replace(/\W/g, '')}@example.test`,
  });
  const userId = await userIdOf(baseUrl, cookie);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie,
        origin: baseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
  return {
    cookie,
    userId,
    call,
    plan: async () => {
      const { status, body } = await call('GET', '/api/users/plan');
      if (status !== 200) throw new Error(`plan answered ${status}: ${JSON.stringify(body)}`);
      return body.planObject as PlanObject;
    },
    subscribe: (song = pendingSong()) => call('PUT', '/api/users/subscribe', song),
  };
}
