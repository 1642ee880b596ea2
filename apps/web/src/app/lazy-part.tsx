import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** How long to wait before the one retry of a failed download. */
export const RETRY_DELAY_MS = 1000;

/**
 * A part whose code failed to download, even after a retry. `retry()` makes the next render of
 * the part download it afresh; the error boundary that caught this calls it.
 */
export class PartLoadError extends Error {
  constructor(
    cause: unknown,
    readonly retry: () => void,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PartLoadError';
  }
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `React.lazy` that survives a dropped network: a failed download is tried once more, and if it
 * still fails the part throws a `PartLoadError` whose `retry()` lets the next opening try again
 * (React.lazy alone keeps the failure for ever).
 */
export function lazyPart<P extends object>(load: Loader<P>): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const attempt = () => {
    current = lazy(() =>
      load().catch(() =>
        wait(RETRY_DELAY_MS)
          .then(load)
          .catch((cause: unknown) => {
            throw new PartLoadError(cause, attempt);
          }),
      ),
    );
  };
  attempt();
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per part at module level.
  return function LazyPart(props: P) {
    const Part = current as unknown as ComponentType<P>;
    return <Part {...props} />;
  };
}
