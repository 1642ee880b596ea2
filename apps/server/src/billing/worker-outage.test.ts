import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeTestApp, workerOf } from '../../test/billing-kit.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe/index.ts';
import type { TestApp } from '../../test/helpers.ts';
import type { Db } from '../db/index.ts';
import * as schema from '../db/schema/index.ts';
import { billingServiceOf } from './index.ts';
import { BillingWorker } from './worker.ts';

// The billing worker during a database outage, on PGlite and on PostgreSQL: a database handle that
// is closed (what either engine answers when it is gone), then the app's own database again.

let fake: FakeStripe;
let t: TestApp;
const lines: Array<{ msg: string } & Record<string, unknown>> = [];
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await stripeTestApp(fake, {
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A handle on the same engine as the app's, closed: every query fails as in an outage. */
async function goneDatabase(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url });
    await pool.end();
    return drizzleNodePg(pool, { schema }) as unknown as Db;
  }
  const client = new PGlite();
  await client.close();
  return drizzlePglite(client, { schema }) as unknown as Db;
}

describe('the billing worker while the database is down', () => {
  it('logs one line when the outage starts and one when it ends, with no query or parameters', async () => {
    const gone = await goneDatabase();
    let current: Db = gone;
    // The worker's database: whichever handle `current` names, as a pool sees a server come back.
    const db = new Proxy({} as Db, {
      get: (_, prop) => {
        const value = Reflect.get(current, prop);
        return typeof value === 'function' ? value.bind(current) : value;
      },
    });
    const stripe = billingServiceOf(t.app).stripe!;
    const worker = new BillingWorker(db, stripe, t.app.log, workerOf(t).timings);
    const from = lines.length;
    for (let run = 0; run < 5; run += 1) await worker.poll();
    current = t.db;
    for (let run = 0; run < 3; run += 1) await worker.poll();
    await worker.stop();

    const logged = lines.slice(from);
    expect(logged.map((line) => line.msg)).toEqual([
      'billing worker: the database is unavailable; waiting until it answers again',
      'billing worker: the database answers again; applying events',
    ]);
    const text = JSON.stringify(logged);
    expect(text).not.toMatch(/params|Failed query|select|billing_events/i);
  });
});
