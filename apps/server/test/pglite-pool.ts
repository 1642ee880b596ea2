import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * In-memory PGlite databases for the tests, kept between the apps of a test worker. Starting a
 * PGlite from the run's template costs about half a CPU second (its engine starting in
 * WebAssembly), and a run opens some fifty: about a third of the server tests' CPU. A database an
 * app has closed is emptied back to the template's state instead (every table truncated, every
 * sequence restarted, the session reset) and handed to the next app of the same worker, unless
 * its schema is no longer the template's (then it is closed and dropped).
 *
 * An app holds a lease, not the client: after `close` the lease refuses every call as a closed
 * PGlite does ("PGlite is closed", src/db/availability.ts), so a test that closes the database
 * under a running app sees what it would see on a fresh one, whoever uses the client next.
 */

/** Emptied clients kept for the next app: a worker seldom has more apps than this open at once. */
const KEPT = 4;

/** The user-made objects of the database: a schema that differs is not the template's. */
const SHAPE = `
select md5(coalesce(string_agg(item, ',' order by item), '')) as shape from (
  select c.relkind::text || ' ' || n.nspname || '.' || c.relname as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
      and n.nspname not like 'pg_temp%'
  union all select 'column ' || a.attrelid::regclass || '.' || a.attname || ' ' || a.atttypid::regtype
      || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
  union all select 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace = 'public'::regnamespace
  union all select 'trigger ' || tgrelid::regclass || '.' || tgname from pg_trigger where not tgisinternal
  union all select 'function ' || p.oid::regprocedure
    from pg_proc p where p.pronamespace = 'public'::regnamespace
  union all select 'role ' || rolname from pg_roles
  union all select 'extension ' || extname || ' ' || extversion from pg_extension
  union all select 'policy ' || polname from pg_policy
) objects`;

/** Empties every table of the app's schema and restarts its sequences (the migrations' own stay). */
const EMPTY = `
do $$
declare tables text;
begin
  select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables
    from pg_tables where schemaname = 'public';
  if tables is not null then execute 'truncate ' || tables || ' cascade'; end if;
  for tables in select format('alter sequence %I.%I restart', schemaname, sequencename)
      from pg_sequences where schemaname = 'public' loop
    execute tables;
  end loop;
end $$`;

let template: Blob | undefined;
let templateShape: string | undefined;
const kept: PGlite[] = [];

const shapeOf = async (client: PGlite) => (await client.query<{ shape: string }>(SHAPE)).rows[0]?.shape ?? '';

/** A database in the template's state, and how to give it back (emptied, or closed if changed). */
export async function leasePglite(tarball: () => Blob): Promise<PGlite> {
  template ??= tarball();
  let client = kept.pop();
  if (!client) {
    client = new PGlite({ loadDataDir: template, extensions: { pg_trgm } });
    templateShape ??= await shapeOf(client);
  }
  return lease(client);
}

/** Gives a client back: emptied and kept when its schema is the template's, else closed. */
async function giveBack(client: PGlite): Promise<void> {
  try {
    if (client.closed) return;
    // A test may leave a transaction open or a setting changed: the session starts over.
    await client.exec('rollback');
    await client.exec('discard all');
    if ((await shapeOf(client)) !== templateShape || kept.length >= KEPT) {
      await client.close();
      return;
    }
    await client.exec(EMPTY);
    kept.push(client);
  } catch {
    if (!client.closed) await client.close().catch(() => undefined);
  }
}

/** The client while the lease lasts; afterwards, a closed PGlite. */
function lease(client: PGlite): PGlite {
  let given: Promise<void> | null = null;
  const gone = () => Promise.reject(new Error('PGlite is closed'));
  return new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return given !== null || target.closed;
      if (property === 'close')
        return () => {
          given ??= giveBack(target);
          return given;
        };
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || property === 'constructor') return value;
      // Bound to the client itself: PGlite's methods read its private fields.
      return (...args: unknown[]) =>
        given === null ? (value as (...a: unknown[]) => unknown).apply(target, args) : gone();
    },
  });
}
