/**
 * The one helper for code loaded on first use (a dynamic import of a `*.chunk.ts` file, vite.config.ts): the first call starts the
 * download and every call until it settles shares it; once it has arrived, it is kept. When it
 * fails (a dropped network), the failure goes to the callers waiting for it and the next call
 * downloads again, unlike a promise kept for ever. `loaded()` gives what has arrived, or null,
 * for code that must not wait (a key press, a pointer move).
 */
export interface LoadOnce<T> {
  (): Promise<T>;
  loaded(): T | null;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  const get = () => {
    loading ??= load().then(
      (arrived) => {
        value = arrived;
        return arrived;
      },
      (cause: unknown) => {
        loading = null;
        throw cause;
      },
    );
    return loading;
  };
  return Object.assign(get, { loaded: () => value });
}
