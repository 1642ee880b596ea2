import pg from 'pg';
import { DatabaseUnavailableError, isConnectionFailure } from './availability.ts';

/**
 * Every request is to be answered within 2 s whatever the database does, so no wait on it is
 * unbounded (PostgreSQL's client and server timeouts, chapter 20.11 of its documentation):
 */
export const DATABASE_TIMEOUTS: DatabaseTimeouts = {
  /** Opening a connection, and waiting for a free one when all are busy. */
  connectMs: 1000,
  /** The server cancels a statement (a slow plan, a lock wait) after this long: SQLSTATE 57014. */
  statementMs: 1000,
  /**
   * A server that has not answered at all by now is out of reach (a network partition): the
   * client gives up and closes the connection. Longer than `statementMs`, so a server that is
   * merely slow answers with its own cancellation first.
   */
  answerMs: 1500,
  /** The server ends a transaction left idle this long (e.g. by a client cut off mid-way), freeing its locks. */
  idleInTransactionMs: 15_000,
  /** While the database is down, it is tried again this often; requests meanwhile fail at once. */
  probeIntervalMs: 500,
};

export interface DatabaseTimeouts {
  readonly connectMs: number;
  readonly statementMs: number;
  readonly answerMs: number;
  readonly idleInTransactionMs: number;
  readonly probeIntervalMs: number;
}

/** Connections a server keeps to PostgreSQL at most. */
export const POSTGRES_POOL_SIZE = 10;

export interface PostgresPool {
  readonly pool: pg.Pool;
  /** Resolves when the database answers `select 1`; throws DatabaseUnavailableError otherwise. */
  ping(): Promise<void>;
  /** Ends every connection; safe to call more than once. */
  close(): Promise<void>;
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;
type QueryCallback = (err: Error | undefined, result?: unknown) => void;

const unavailable = (reason: string, cause?: unknown) =>
  new DatabaseUnavailableError(`The database is unavailable: ${reason}.`, cause ? { cause } : undefined);

/**
 * Whether the database is known to be out of reach. Once a connection fails, every request is
 * refused at once (instead of each waiting out its own timeout) until a probe connects again.
 */
class Availability {
  #down = false;
  readonly #probeIntervalMs: number;
  #probeTimer: NodeJS.Timeout | null = null;
  #closed = false;
  readonly #onDown: () => void;

  constructor(
    private readonly probe: () => Promise<void>,
    onDown: () => void,
    probeIntervalMs: number,
  ) {
    this.#onDown = onDown;
    this.#probeIntervalMs = probeIntervalMs;
  }

  get down(): boolean {
    return this.#down;
  }

  markDown(): void {
    if (this.#down || this.#closed) return;
    this.#down = true;
    this.#onDown();
    this.#schedule(0);
  }

  close(): void {
    this.#closed = true;
    if (this.#probeTimer) clearTimeout(this.#probeTimer);
  }

  #schedule(delay: number): void {
    this.#probeTimer = setTimeout(() => {
      this.probe().then(
        () => {
          this.#down = false;
          this.#probeTimer = null;
        },
        () => {
          if (!this.#closed) this.#schedule(this.#probeIntervalMs);
        },
      );
    }, delay);
    this.#probeTimer.unref();
  }
}

/**
 * A PostgreSQL pool whose every wait is bounded and which fails fast while the database is out
 * of reach; it recovers by itself when the database is back (no restart needed). Database
 * faults surface as DatabaseUnavailableError.
 */
export function createPostgresPool(
  connectionString: string,
  timeouts: DatabaseTimeouts = DATABASE_TIMEOUTS,
): PostgresPool {
  const clientConfig: pg.ClientConfig = {
    connectionString,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    application_name: 'ringalong',
  };
  const busy = new Set<DeadlineClient>();

  /** One fresh connection and `select 1`, outside the pool: is the database back? */
  const probe = async () => {
    const client = new pg.Client({ ...clientConfig, query_timeout: timeouts.answerMs });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
    } finally {
      client.end().catch(() => {});
    }
  };
  // Going down fails the statements still waiting for an answer too: they would not get one.
  const availability = new Availability(
    probe,
    () => {
      for (const client of busy) client.abandon();
    },
    timeouts.probeIntervalMs,
  );

  /**
   * A connection whose statements get an answer within `answerMs` or fail; one that timed out
   * is closed, so whatever was queued behind it (a ROLLBACK) fails at once instead of waiting.
   */
  class DeadlineClient extends pg.Client {
    #pending = 0;

    abandon(): void {
      this.end().catch(() => {});
    }

    // pg's query() has many overloads; the app (through Drizzle and the pool) uses the
    // promise form with a text or config and values, and the pool the callback form.
    // biome-ignore lint/suspicious/noExplicitAny: answers whatever pg's own query answers
    override query(...args: unknown[]): any {
      const run = pg.Client.prototype.query as (...a: unknown[]) => unknown;
      // A query object of its own (a cursor or stream) manages itself; nothing here uses one.
      if (typeof (args[0] as { submit?: unknown } | null)?.submit === 'function')
        return run.apply(this, args);
      const callback = typeof args.at(-1) === 'function' ? (args.pop() as QueryCallback) : undefined;
      const answer = this.#bounded(args);
      if (!callback) return answer;
      answer.then(
        (result) => callback(undefined, result),
        (error: Error) => callback(error),
      );
      return undefined;
    }

    #bounded(args: unknown[]): Promise<unknown> {
      if (availability.down) return Promise.reject(unavailable('it did not answer a moment ago'));
      return new Promise((resolve, reject) => {
        this.#pending += 1;
        busy.add(this);
        const settle = () => {
          clearTimeout(timer);
          this.#pending -= 1;
          if (this.#pending === 0) busy.delete(this);
        };
        const timer = setTimeout(() => {
          settle();
          reject(unavailable(`no answer within ${timeouts.answerMs} ms`));
          this.abandon();
          availability.markDown();
        }, timeouts.answerMs);
        const run = pg.Client.prototype.query as (...a: unknown[]) => Promise<unknown>;
        run.apply(this, args).then(
          (result) => {
            settle();
            resolve(result);
          },
          (error: unknown) => {
            settle();
            if (!isConnectionFailure(error)) return reject(error);
            availability.markDown();
            reject(unavailable('the connection failed', error));
          },
        );
      });
    }
  }

  class ResilientPool extends pg.Pool {
    override connect(): Promise<pg.PoolClient>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
      const acquired = this.#acquire();
      if (!callback) return acquired;
      acquired.then(
        (client) => callback(undefined, client, (release) => client.release(release as Error)),
        (error: Error) => callback(error, undefined, () => {}),
      );
      return undefined;
    }

    async #acquire(): Promise<pg.PoolClient> {
      if (availability.down) throw unavailable('it did not answer a moment ago');
      let client: pg.PoolClient;
      try {
        client = await super.connect();
      } catch (error) {
        // Waiting for a busy pool is not a sign of an unreachable server; failing to connect is.
        const waitedForPool = error instanceof Error && /trying to connect$/.test(error.message);
        if (!waitedForPool) availability.markDown();
        throw unavailable(waitedForPool ? 'every connection is busy' : 'cannot connect', error);
      }
      return releaseSafely(client);
    }
  }

  /**
   * A client handed out by the pool goes back exactly once, and goes back by itself (to be
   * discarded) when its connection dies while checked out: Drizzle never releases a client whose
   * BEGIN failed, and a pool that lost its clients that way would never recover.
   */
  function releaseSafely(client: pg.PoolClient): pg.PoolClient {
    const release = client.release.bind(client);
    let released = false;
    const onEnd = () => client.release(new Error('connection ended while checked out'));
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      // The pool's own query() releases with the error of a connection that died under it.
      if (isConnectionFailure(error)) availability.markDown();
      client.removeListener('end', onEnd);
      release(error);
    };
    client.once('end', onEnd);
    return client;
  }

  const pool = new ResilientPool({ ...clientConfig, max: POSTGRES_POOL_SIZE, Client: DeadlineClient });
  // An idle client losing its connection must not take the process down.
  pool.on('error', () => {});
  const ping = async () => {
    if (availability.down) throw unavailable('it did not answer a moment ago');
    await pool.query('select 1');
  };
  let closing: Promise<void> | null = null;
  const close = () => {
    availability.close();
    closing ??= pool.end();
    return closing;
  };
  return { pool, ping, close };
}
