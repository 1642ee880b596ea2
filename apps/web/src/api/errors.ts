import { RequestError } from './http.ts';

/** The server's own explanation when it gave one (`message` or `error`), else the thrown message. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof RequestError && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string') return body.message;
    if (typeof body.error === 'string') return body.error;
  }
  return null;
}

export function errorMessage(error: unknown): string {
  if (error instanceof TypeError) return 'No response from server';
  return error instanceof Error ? error.message : String(error);
}
