/**
 * Telling "the database cannot serve us right now" apart from every other failure. Such
 * faults are answered 503 with Retry-After (a client may simply try again), never 500.
 */

/** The database could not be reached or gave up on us; the operation may succeed if repeated. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** What clients are told, and how long they are asked to wait. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; try again shortly.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs (PostgreSQL appendix A) that say the server cannot serve us for now rather than
 * that the statement is wrong: connection exceptions (08), insufficient resources (53: disk
 * full, out of memory, too many connections), operator intervention (57: shutting down, cannot
 * connect now, statement timeout / cancel), system errors (58: I/O), a lock wait that timed out,
 * and a transaction left idle too long.
 */
const UNAVAILABLE_CLASSES = ['08', '53', '58'];
const UNAVAILABLE_CODES = new Set(['57014', '57P01', '57P02', '57P03', '57P05', '55P03', '25P03']);

/** Operating-system errors of a socket or file that mean the server is out of reach. */
const SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'EIO',
]);

/** pg's own words for a connection that is gone or never came (it sets no code on these). */
const DEAD_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout expired|Cannot use a pool after calling end)/;

/** PGlite's engine aborting (out of memory, a crash): it answers nothing more. */
const WasmRuntimeError = (globalThis as { WebAssembly?: { RuntimeError?: new () => Error } }).WebAssembly
  ?.RuntimeError;

/** PGlite's own words for a database that has been closed under us. */
const PGLITE_GONE = /^PGlite is clos(ed|ing)$/;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current instanceof Error && chain.length < 8) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

const isSystemOutage = (code: string): boolean => SYSTEM_CODES.has(code);

/**
 * True when the error means this connection is dead or the server is out of reach, as opposed
 * to an error the server answered (a constraint, a cancelled statement, a full disk): after one
 * of these the pool stops sending work until the server answers again.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (isSystemOutage(code)) return true;
    return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03';
  }
  return DEAD_CONNECTION.test(error.message);
}

/** True when an SQLSTATE or system error code says the database is out of reach. */
function isUnavailableCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  if (isSystemOutage(code)) return true;
  return code.length === 5 && (UNAVAILABLE_CLASSES.includes(code.slice(0, 2)) || UNAVAILABLE_CODES.has(code));
}

/**
 * True when the error (or one it wraps: Drizzle wraps the driver's error as `cause`) means the
 * database is unavailable, on PostgreSQL or on PGlite.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some(
    (e) =>
      e instanceof DatabaseUnavailableError ||
      isConnectionFailure(e) ||
      isUnavailableCode((e as { code?: unknown }).code) ||
      (WasmRuntimeError !== undefined && e instanceof WasmRuntimeError) ||
      PGLITE_GONE.test((e as Error).message),
  );
}

/**
 * An error's words for a log line or a stored reason, without what a failed query carried: Drizzle
 * wraps the driver's error in one whose message is the SQL text and its parameters (user ids,
 * names, tokens), so that message is skipped for the driver's own, and a driver's error is named by
 * its SQLSTATE or system code.
 */
export function loggableReason(error: unknown): string {
  for (const e of causes(error)) {
    const message = (e as Error).message;
    if (message.startsWith('Failed query:')) continue;
    const code = (e as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${message}` : message;
  }
  return error instanceof Error ? 'a database query failed' : String(error);
}
