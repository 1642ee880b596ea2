import { apiErrorSchema } from '@ringalong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_TIMEOUTS, POSTGRES_POOL_SIZE } from '../../src/db/postgres-pool.ts';
import { type FakeStripe, startFakeStripe } from '../fake-stripe/index.ts';
import { buildTestApp, signIn, type TestApp } from '../helpers.ts';
import { FaultProxy, type ProxyMode } from './fault-proxy.ts';

// This folder is part of the server project only when DATABASE_URL is set (see
// vitest.config.ts): it needs a real PostgreSQL, which a fault proxy between it and the app can
// cut. The PGlite pass does not list these files at all, rather than skipping them.
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('test/postgres needs DATABASE_URL: run it with scripts/with-postgres.sh');

/*
 * The requirement is an answer within 2 s during any database fault (the app's own timeouts).
 * The tests assert the order, not the time: every answer arrives while the fault is still in
 * place (the proxy's mode when it arrives), whereas a hang (the old behaviour) lasts as long as
 * the fault does, which only the test's end would lift. How long the answers take is a figure
 * for a benchmark, not a test on a shared machine.
 */

let proxy: FaultProxy;
let fake: FakeStripe;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  const upstream = new URL(adminUrl);
  proxy = await FaultProxy.start(upstream.hostname, Number(upstream.port || 5432));
  fake = await startFakeStripe();
  // Stripe is configured (pointed at the fake) so the webhook is served and readiness checks it.
  const stripe = {
    secretKey: 'sk_test_fake_ringalong',
    webhookSecret: fake.webhookSecret,
    priceId: 'price_ringalong_yearly_15',
    ...fake.sdkConfig,
  };
  // Production's bounds on every wait are the subject here, not the tests' wide ones.
  t = await buildTestApp({
    databaseAddress: { host: '127.0.0.1', port: proxy.port },
    stripe,
    databaseTimeouts: DATABASE_TIMEOUTS,
  });
  cookie = await signIn(t.baseUrl, { name: 'Cas Ringer', email: 'cas@example.com' });
});
afterAll(async () => {
  await proxy.heal();
  await t.close();
  await proxy.close();
  await fake.close();
});

interface Answer {
  readonly label: string;
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: string;
  /** The proxy's mode when the answer arrived: a fault answered during the fault, not after it. */
  readonly faultWhenAnswered: ProxyMode;
}

let searches = 0;

/**
 * The requests a fault must not hang: more searches than the pool has connections (each with
 * its own text, so none is answered from the list's one-second cache), a signed-in read, a
 * write and Stripe's webhook.
 */
function requests(): Array<[string, () => Promise<Response>]> {
  const json = { 'content-type': 'application/json', origin: t.baseUrl };
  const webhook = fake.sign(fake.event('customer.created', { id: 'cus_fault', object: 'customer' }));
  return [
    ...Array.from({ length: 12 }, (_, i): [string, () => Promise<Response>] => {
      searches += 1;
      const text = `tune ${searches}`;
      return [
        `public search ${i + 1}`,
        () => fetch(`${t.baseUrl}/songs/public?text=${encodeURIComponent(text)}`),
      ];
    }),
    ['signed-in /auth/me', () => fetch(`${t.baseUrl}/auth/me`, { headers: { cookie } })],
    [
      'rename (a write)',
      () =>
        fetch(`${t.baseUrl}/user/update-username`, {
          method: 'POST',
          headers: { ...json, cookie },
          body: JSON.stringify({ name: 'Cas Renamed' }),
        }),
    ],
    [
      'Stripe webhook',
      () =>
        fetch(`${t.baseUrl}/api/webhooks/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
          body: webhook.payload,
        }),
    ],
  ];
}

async function answerOf(label: string, send: () => Promise<Response>): Promise<Answer> {
  const response = await send();
  const body = await response.text();
  const faultWhenAnswered = proxy.mode;
  return {
    label,
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    faultWhenAnswered,
  };
}

/** Every request at once (or only the one labelled `only`): more than the pool has connections. */
async function sendAll(only?: string): Promise<Answer[]> {
  return Promise.all(
    requests()
      .filter(([label]) => only === undefined || label === only)
      .map(([label, send]) => answerOf(label, send)),
  );
}

/**
 * Every request, one after another. Recovery is each request served again; a burst of more
 * requests than connections is not asked of it, as on a loaded machine the ones queued for a
 * connection wait past the pool's 1 s, and are refused by design (seen at a load of 25, two suites
 * side by side, after the database came back).
 */
async function sendEach(): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const [label, send] of requests()) answers.push(await answerOf(label, send));
  return answers;
}

function expectUnavailable(answers: Answer[]): void {
  for (const answer of answers) {
    expect(answer.faultWhenAnswered, answer.label).not.toBe('pass');
    expect(answer.status, answer.label).toBe(503);
    expect(answer.retryAfter, answer.label).toBe('5');
    expect(apiErrorSchema.parse(JSON.parse(answer.body)).message).toBe(
      'The database is unavailable; try again shortly.',
    );
  }
}

const ready = async () => {
  const response = await fetch(`${t.baseUrl}/health/ready`);
  return { status: response.status, body: await response.json() };
};

/** The app's pool as a failure should report it: connections made, idle, and requests waiting. */
function poolState(): string {
  const pool = (
    t.db as unknown as { $client: Partial<Record<'totalCount' | 'idleCount' | 'waitingCount', number>> }
  ).$client;
  return `pool: ${pool.totalCount} connections, ${pool.idleCount} idle, ${pool.waitingCount} waiting`;
}

/** Hang guards, not speed checks: at a load of 30 recovery took longer than 15 s. */
async function expectRecovered(): Promise<void> {
  await vi.waitFor(
    async () => {
      for (const answer of await sendEach())
        expect(answer.status, `${answer.label}: ${answer.body} (${poolState()})`).toBe(200);
    },
    { timeout: 60_000, interval: 250 },
  );
  await vi.waitFor(async () => expect(await ready()).toEqual({ status: 200, body: expect.anything() }), {
    timeout: 60_000,
    interval: 250,
  });
  expect((await ready()).body).toEqual({ status: 'ready', checks: { database: 'up', stripe: 'up' } });
}

async function expectNotReadyButLive(): Promise<void> {
  await vi.waitFor(
    async () => {
      const answer = await ready();
      // Answered during the fault: the test heals it only after this.
      expect(proxy.mode).not.toBe('pass');
      expect(answer).toEqual({
        status: 503,
        body: { status: 'unavailable', checks: { database: 'down', stripe: 'up' } },
      });
    },
    { timeout: 60_000, interval: 250 },
  );
  expect((await fetch(`${t.baseUrl}/health/live`)).status).toBe(200);
}

/**
 * Every connection of the pool opened and in use at once, then idle, as after busy traffic: as
 * many transactions as the pool has connections, each holding its own until all have begun. A
 * connection the pool never got back leaves one of them waiting for a free connection, every
 * time, until the pool gives up on it (its 503). Waiting for the condition, not one attempt: on a
 * loaded machine opening a connection can take longer than the pool's 1 s, and is tried again.
 * (More requests at once than connections, answered 200 each, was this check before: at a load of
 * 28 the queries queued behind each other past the 1 s wait for a free connection, by design.)
 */
async function fillPool(): Promise<void> {
  await vi.waitFor(
    async () => {
      let begun = 0;
      let allBegun!: () => void;
      let giveUp!: (reason: unknown) => void;
      const barrier = new Promise<void>((resolve, reject) => {
        allBegun = resolve;
        giveUp = reject;
      });
      barrier.catch(() => {});
      const holders = Array.from({ length: POSTGRES_POOL_SIZE }, () =>
        t.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            begun += 1;
            if (begun === POSTGRES_POOL_SIZE) allBegun();
            await barrier;
          })
          .catch((error: unknown) => {
            giveUp(error);
            throw error;
          }),
      );
      // Every holder ends (the others roll back once one gives up) before the next attempt.
      for (const outcome of await Promise.allSettled(holders)) {
        if (outcome.status === 'rejected') throw outcome.reason;
      }
    },
    { timeout: 60_000, interval: 250 },
  );
}

describe('PostgreSQL faults, through a proxy the test cuts', () => {
  it('answers every request while the database is reachable', async () => {
    await fillPool();
    await expectRecovered();
  });

  it('answers 503 during a partition that stalls the open connections, then recovers', async () => {
    await fillPool();
    proxy.partition();
    // One request first, on a pooled connection that no longer gets answers; then all at once.
    expectUnavailable(await sendAll('signed-in /auth/me'));
    expectUnavailable(await sendAll());
    await expectNotReadyButLive();
    await proxy.heal();
    await expectRecovered();
  });

  it('answers 503 during a partition that meets more requests than open connections', async () => {
    proxy.partition();
    expectUnavailable(await sendAll());
    expectUnavailable(await sendAll());
    await expectNotReadyButLive();
    await proxy.heal();
    await expectRecovered();
  });

  it('answers 503 while PostgreSQL is stopped, then recovers', async () => {
    await proxy.stop();
    expectUnavailable(await sendAll());
    await expectNotReadyButLive();
    await proxy.heal();
    await expectRecovered();
  });

  it('gets back the connections of transactions cut off at BEGIN', async () => {
    await fillPool();
    proxy.partition();
    const transactions = Array.from({ length: 10 }, () =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      }),
    );
    for (const outcome of await Promise.allSettled(transactions)) expect(outcome.status).toBe('rejected');
    await proxy.heal();
    await expectRecovered();
    await fillPool();
  });
});
