import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable, loggableReason } from '../db/availability.ts';
import type { Db } from '../db/index.ts';
import { claimNextEvent, deferEvent, settleEvent } from './event-store.ts';
import { applyStoredEvent } from './events.ts';
import { ProviderUnavailableError } from './provider.ts';
import { reconcileDue } from './reconcile-sweep.ts';
import type { StripeProvider } from './stripe-provider.ts';

/** Every interval of the billing worker; tests shorten them or drive the worker directly. */
export interface WorkerTimings {
  /** How often stored events are looked for (a webhook also wakes the worker at once). */
  readonly pollMs: number;
  /** The first retry's wait; each later one doubles, up to `retryMaxMs`. */
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  /** How long a claimed event is left to its worker before another may take it. */
  readonly leaseMs: number;
  /** An event still failing this long after it arrived is given up (`failed`), as Stripe gives up after three days. */
  readonly giveUpAfterMs: number;
  /** How often subscriptions are reconciled with Stripe. */
  readonly sweepMs: number;
  /** A subscription not compared with Stripe for this long is compared again. */
  readonly staleAfterMs: number;
  /** A subscription in doubt (period end passed, or a payment pending) is compared again after this long. */
  readonly doubtRecheckMs: number;
  /** At most this many events per run, and subscriptions per sweep. */
  readonly batch: number;
  /**
   * How long a plan read waits for its catch-up with Stripe before answering what is stored (the
   * catch-up goes on in the background). Tests wait as long as for any Stripe answer.
   */
  readonly reconcileWaitMs: number;
}

const MINUTE = 60_000;
export const DEFAULT_TIMINGS: WorkerTimings = {
  pollMs: 5000,
  retryBaseMs: 10_000,
  retryMaxMs: 60 * MINUTE,
  leaseMs: MINUTE,
  giveUpAfterMs: 3 * 24 * 60 * MINUTE,
  sweepMs: 15 * MINUTE,
  staleAfterMs: 24 * 60 * MINUTE,
  doubtRecheckMs: MINUTE,
  batch: 50,
  reconcileWaitMs: 1500,
};

const reasonOf = loggableReason;

/**
 * Applies the Stripe events the webhook stored, with retries, and reconciles subscriptions with
 * Stripe on a schedule. One per app; its runs take turns, and its claims are safe against the
 * workers of other instances on the same database. Timers never keep the process alive.
 */
export class BillingWorker {
  #chain: Promise<unknown> = Promise.resolve();
  #timers: NodeJS.Timeout[] = [];
  #stopped = false;
  /** Set by the first run the database could not serve, cleared by the next that it served. */
  #databaseDown = false;

  constructor(
    private readonly db: Db,
    private readonly stripe: StripeProvider,
    private readonly log: FastifyBaseLogger,
    readonly timings: WorkerTimings,
  ) {}

  start(): void {
    if (this.#stopped || this.#timers.length > 0) return;
    const every = (ms: number, run: () => Promise<void>) => {
      const timer = setInterval(() => void run(), ms);
      timer.unref();
      this.#timers.push(timer);
    };
    every(this.timings.pollMs, () => this.poll());
    every(this.timings.sweepMs, () => this.#watched(() => this.reconcile()));
    this.wake();
  }

  /** Looks for due events now (e.g. the webhook just stored one) without waiting for the answer. */
  wake(): void {
    if (this.#stopped) return;
    void this.poll();
  }

  /**
   * One run of the timer: applies the due events and never throws. A failure is logged, but while
   * the database is unavailable only once: one line when the outage starts and one when the
   * database answers again, never the failed queries or their parameters.
   */
  poll(): Promise<void> {
    return this.#watched(() => this.applyDue());
  }

  async #watched(run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
      if (this.#databaseDown && !this.#stopped) {
        this.#databaseDown = false;
        this.log.info('billing worker: the database answers again; applying events');
      }
    } catch (error) {
      this.#failed(error);
    }
  }

  /**
   * Applies the events due at `now` (default: the time the run starts), up to one batch; answers
   * how many it took. Stops early while Stripe is out of reach: the rest would fail the same way.
   */
  applyDue(now?: Date): Promise<number> {
    return this.#serial(async () => {
      const clock = () => now ?? new Date();
      let taken = 0;
      while (taken < this.timings.batch && !this.#stopped) {
        const event = await claimNextEvent(this.db, clock(), this.timings.leaseMs);
        if (!event) break;
        taken += 1;
        try {
          const settlement = await applyStoredEvent(this.db, this.stripe, event, this.log, clock());
          await settleEvent(this.db, event.id, settlement, clock());
        } catch (error) {
          const outcome = await deferEvent(this.db, event, reasonOf(error), clock(), this.timings);
          const entry = {
            eventId: event.id,
            type: event.type,
            attempts: event.attempts,
            reason: reasonOf(error),
          };
          if (outcome === 'failed') this.log.error(entry, 'Stripe event given up after repeated failures');
          else this.log.warn(entry, 'Stripe event not applied yet; will try again');
          if (error instanceof ProviderUnavailableError) break;
        }
      }
      return taken;
    });
  }

  /** Applies every event due at `now`, including those released while it runs. */
  async drain(now?: Date): Promise<void> {
    while (!this.#stopped && (await this.applyDue(now)) > 0) {}
  }

  /** Compares the subscriptions due for it with Stripe (one batch); answers how many it checked. */
  reconcile(now?: Date): Promise<number> {
    return this.#serial(async () =>
      this.#stopped ? 0 : reconcileDue(this.db, this.stripe, now ?? new Date(), this.timings, this.log),
    );
  }

  /** Stops the timers and waits for the run under way, so the database can close after it. */
  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
    await this.#chain;
  }

  #serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#chain.then(task);
    this.#chain = run.catch(() => {});
    return run;
  }

  #failed(error: unknown): void {
    if (this.#stopped) return;
    if (isDatabaseUnavailable(error)) {
      if (this.#databaseDown) return;
      this.#databaseDown = true;
      this.log.warn('billing worker: the database is unavailable; waiting until it answers again');
      return;
    }
    this.log.warn({ reason: reasonOf(error) }, 'billing worker run failed');
  }
}
