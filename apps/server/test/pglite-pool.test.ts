import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/availability.ts';
import { leasePglite } from './pglite-pool.ts';

// The tests' PGlite databases are kept between apps and emptied (test/pglite-pool.ts): what one
// app leaves must never reach the next, and a database closed under an app must stay closed to it.

const tarball = () => new Blob([readFileSync(inject('pgliteTemplateTarball'))]);
const count = async (client: Awaited<ReturnType<typeof leasePglite>>, table: string) =>
  Number((await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n);

const open: Awaited<ReturnType<typeof leasePglite>>[] = [];
afterAll(async () => {
  for (const client of open) await client.close();
});

describe('a database given back to the tests’ pool', () => {
  it('comes back as the template: no rows, sequences from 1, settings and transactions undone', async () => {
    const first = await leasePglite(tarball);
    await first.exec(
      `insert into users (issuer, subject, display_name) values ('test', 'left-behind', 'Left Behind')`,
    );
    const firstId = Number(
      (await first.query<{ id: number }>(`select id from users where subject = 'left-behind'`)).rows[0]?.id,
    );
    await first.exec(`set statement_timeout = '1ms'`);
    await first.exec('begin');
    await first.close();

    const next = await leasePglite(tarball);
    open.push(next);
    expect(await count(next, 'users')).toBe(0);
    expect(
      (await next.query<{ s: string }>(`select current_setting('statement_timeout') as s`)).rows[0]?.s,
    ).toBe('0');
    await next.exec(`insert into users (issuer, subject, display_name) values ('test', 'new', 'New')`);
    const nextId = Number(
      (await next.query<{ id: number }>(`select id from users where subject = 'new'`)).rows[0]?.id,
    );
    expect(nextId).toBe(firstId);
  });

  it('whose schema a test changed is dropped, not handed on', async () => {
    const changed = await leasePglite(tarball);
    await changed.exec('create table left_behind (id int)');
    await changed.close();
    const next = await leasePglite(tarball);
    open.push(next);
    const tables = await next.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where tablename = 'left_behind'`,
    );
    expect(tables.rows[0]?.n).toBe(0);
  });

  it('refuses its old holder as a closed database does', async () => {
    const client = await leasePglite(tarball);
    await client.close();
    expect(client.closed).toBe(true);
    const refused = await client.query('select 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });
});
