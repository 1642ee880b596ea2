/**
 * A dependency check whose answer is kept for a moment: a load balancer asking every second,
 * or many asking at once, costs one real check per `keepMs`.
 */
export class CachedCheck {
  #last: { up: boolean; at: number; reason: string | null } | null = null;
  #running: Promise<boolean> | null = null;

  constructor(
    private readonly run: () => Promise<void>,
    private readonly keepMs: number,
  ) {}

  /** True when the dependency answered (now or within `keepMs`). Never throws. */
  up(): Promise<boolean> {
    const last = this.#last;
    if (last && Date.now() - last.at < this.keepMs) return Promise.resolve(last.up);
    this.#running ??= this.run().then(
      () => this.#remember(true, null),
      (err: unknown) => this.#remember(false, err instanceof Error ? err.message : String(err)),
    );
    return this.#running;
  }

  /** Why the last check failed (its error's message), or null when it passed or none ran. */
  get reason(): string | null {
    return this.#last?.reason ?? null;
  }

  #remember(up: boolean, reason: string | null): boolean {
    this.#last = { up, at: Date.now(), reason };
    this.#running = null;
    return up;
  }
}
