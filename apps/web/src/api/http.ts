export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Spec section 7: port 3000 on localhost, otherwise the page's own origin plus /api. */
export function apiBase(loc: Pick<Location, 'hostname' | 'origin'> = window.location): string {
  return loc.hostname === 'localhost' ? 'http://localhost:3000' : `${loc.origin}/api`;
}

/** A non-OK answer: the message is the spec's 'Request failed: {status} {body text}'. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: unknown,
  ) {
    super(`Request failed: ${status} ${bodyText}`);
    this.name = 'RequestError';
  }
}

/** No answer at all: the network is down, the server is off, or the request was blocked. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(`No response from server: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'NetworkError';
  }
}

/** An OK answer that does not match the contract (a proxy's page, an older or newer server). */
export class UnexpectedAnswerError extends Error {
  constructor(cause: unknown) {
    super(`Unexpected answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'UnexpectedAnswerError';
  }
}

export interface RequestOptions {
  readonly headers?: Record<string, string>;
  /**
   * The caller logs a failure itself (the session check, whose 401 is the anonymous visitor's
   * answer): the failure is thrown without a line in the console here.
   */
  readonly callerLogs?: boolean;
}

/**
 * Start-up calls `public/startup-calls.js` started before any module ran, by URL. That plain
 * script (sent as it is, so its comments live here) starts the app's start-up calls (spec section
 * 7: who is signed in, then the public library list) as soon as the HTML is parsed rather than
 * after the app's script and its start-up chunk have loaded and run one after another. The app
 * takes each answer once, by URL (takeStartedCall); if a call failed (the script ignores the
 * failure), or its URL is not the one the app asks for, the app fetches it itself. A plain script
 * from our own origin: the page's Content-Security-Policy allows no inline script. Keep its base
 * URL, its request options and the library's first query in step with this file and the store's
 * INITIAL_LIBRARY.
 */
interface StartedCalls {
  ringalongStartupCalls?: Record<string, Promise<Response> | undefined>;
}

/**
 * The answer to a GET the page started already (the start-up calls), each taken once; a call that
 * failed is made again. Null when the page started no such call.
 */
export function takeStartedCall(url: string, init: RequestInit): Promise<Response> | null {
  const calls = (globalThis as StartedCalls).ringalongStartupCalls;
  const started = calls?.[url];
  if (!calls || !started) return null;
  delete calls[url];
  return started.catch(() => fetch(url, init));
}

function queryString(payload: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function parseBody(text: string, contentType: string | null): unknown {
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** What checks an answer: the zod schema of the contract's route. */
export interface AnswerCheck<T> {
  /** The answer as the app may read it; throws when it is not one. */
  parse(value: unknown): T;
}

export interface HttpAnswer<T> {
  readonly data: T;
  readonly headers: Headers;
}

/** One JSON call with credentials; the answer is checked against `schema` when it is OK. */
export async function request<T>(
  method: HttpMethod,
  path: string,
  schema: AnswerCheck<T>,
  payload?: unknown,
  options: RequestOptions = {},
): Promise<HttpAnswer<T>> {
  const isGet = method === 'GET';
  const url = `${apiBase()}${path}${isGet && payload ? queryString(payload as Record<string, unknown>) : ''}`;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (!isGet && payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(payload);
  }
  let response: Response;
  let text: string;
  try {
    response = await ((isGet && !options.headers && takeStartedCall(url, init)) || fetch(url, init));
    text = await response.text();
  } catch (cause) {
    const error = new NetworkError(cause);
    if (!options.callerLogs) console.error(`${method} ${path} failed:`, error.message);
    throw error;
  }
  const body = parseBody(text, response.headers.get('content-type'));
  if (!response.ok) {
    const error = new RequestError(response.status, text, body);
    if (!options.callerLogs) console.error(`${method} ${path} failed:`, error.message);
    throw error;
  }
  try {
    // The schema's own method: a free zod function here would pull zod into the first-paint chunk.
    return { data: schema.parse(body), headers: response.headers };
  } catch (cause) {
    const error = new UnexpectedAnswerError(cause);
    if (!options.callerLogs) console.error(`${method} ${path} answered unexpectedly:`, error.message);
    throw error;
  }
}
