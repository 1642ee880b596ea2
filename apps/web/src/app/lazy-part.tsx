import { type ComponentType, use } from 'react';

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

/** A part that can be fetched ahead of its first use. */
export type Part<P> = ComponentType<P> & {
  /** Downloads the part's code now, quietly: a failure here is met again, and told, on first use. */
  preload(): Promise<void>;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Like `React.lazy`, with two differences. A part survives a dropped network: a failed download
 * is tried once more, and if it still fails the part throws a `PartLoadError` whose `retry()`
 * lets the next opening try again (React.lazy keeps a failure for ever). And a part fetched
 * ahead (`preload`) renders at once on first use, without suspending: React holds back content
 * that suspended for up to 300 ms, which made every first opening of a dialog that slow.
 */
export function lazyPart<P extends object>(load: Loader<P>): Part<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<unknown> | null = null;
  const retry = () => {
    loading = null;
  };
  const fetchPart = () => {
    loading ??= load()
      .catch(() => wait(RETRY_DELAY_MS).then(load))
      .then(
        (module) => {
          loaded = module.default;
        },
        (cause: unknown) => {
          throw new PartLoadError(cause, retry);
        },
      );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per part at module level.
  function LazyPart(props: P) {
    if (!loaded) use(fetchPart());
    const Loaded = loaded as unknown as ComponentType<P>;
    return <Loaded {...props} />;
  }
  LazyPart.preload = () =>
    loaded
      ? Promise.resolve()
      : load().then(
          (module) => {
            loaded ??= module.default;
          },
          () => undefined,
        );
  return LazyPart;
}
