import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { billingAccounts, billingEvents } from '../db/schema/billing.ts';
import type { Settlement } from './events.ts';

export type StoredEvent = typeof billingEvents.$inferSelect;
/** A verified event as it is kept: its id and type, and the ids applying it needs (`referencesOf`). */
export type NewEvent = Pick<StoredEvent, 'id' | 'type' | 'objectId' | 'subscriptionId' | 'customerId'>;

/**
 * Keeps a verified event to be applied. Answers false for an event already kept (a redelivery);
 * one given up on (`failed`) is re-armed instead, so Stripe's redelivery is applied after all.
 */
export async function storeEvent(db: Db, event: NewEvent, now: Date): Promise<boolean> {
  const again = { state: 'received', attempts: 0, nextAttemptAt: now, lastError: null };
  const kept = await db
    .insert(billingEvents)
    .values({ ...event, receivedAt: now, nextAttemptAt: now })
    .onConflictDoUpdate({ target: billingEvents.id, set: again, setWhere: eq(billingEvents.state, 'failed') })
    .returning({ id: billingEvents.id });
  return kept.length > 0;
}

/**
 * Takes the next due event for this worker alone: its attempt is counted and its next attempt
 * moved `leaseMs` ahead in one statement, so no other worker (here or on another instance sharing
 * the database) takes it meanwhile; if this one dies mid-way the event is due again after the lease.
 * The row is picked by a scalar subquery, which PostgreSQL runs once (`id in (...)` may run it per
 * row and take more than one).
 */
export async function claimNextEvent(db: Db, now: Date, leaseMs: number): Promise<StoredEvent | null> {
  const due = db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(and(eq(billingEvents.state, 'received'), lte(billingEvents.nextAttemptAt, now)))
    .orderBy(asc(billingEvents.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(billingEvents)
    .set({ attempts: sql`${billingEvents.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(and(sql`${billingEvents.id} = (${due})`, eq(billingEvents.state, 'received')))
    .returning();
  return claimed ?? null;
}

/**
 * Records how applying ended; only an event whose effect is committed counts as applied. An event
 * parked for a customer linked meanwhile (after it was looked up) is due again at once instead.
 */
export async function settleEvent(db: Db, id: string, settlement: Settlement, now: Date): Promise<void> {
  if (settlement.state === 'applied') {
    await db
      .update(billingEvents)
      .set({ state: 'applied', appliedAt: now, lastError: null })
      .where(eq(billingEvents.id, id));
    return;
  }
  const linked = sql`exists (select 1 from ${billingAccounts} where ${billingAccounts.customerId} = ${settlement.customerId})`;
  await db
    .update(billingEvents)
    .set({
      state: sql`case when ${linked} then 'received' else 'parked' end`,
      customerId: settlement.customerId,
      nextAttemptAt: now,
      lastError: null,
    })
    .where(eq(billingEvents.id, id));
}

export interface RetryPolicy {
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  /** Counted from the event's arrival, as Stripe counts its own redeliveries (three days). */
  readonly giveUpAfterMs: number;
}

/** Schedules another attempt, backing off exponentially, or gives up once the event is too old. */
export async function deferEvent(
  db: Db,
  event: StoredEvent,
  reason: string,
  now: Date,
  policy: RetryPolicy,
): Promise<'retry' | 'failed'> {
  const lastError = reason.slice(0, 300);
  if (now.getTime() - event.receivedAt.getTime() >= policy.giveUpAfterMs) {
    await db.update(billingEvents).set({ state: 'failed', lastError }).where(eq(billingEvents.id, event.id));
    return 'failed';
  }
  const wait = Math.min(policy.retryMaxMs, policy.retryBaseMs * 2 ** Math.max(0, event.attempts - 1));
  await db
    .update(billingEvents)
    .set({ nextAttemptAt: new Date(now.getTime() + wait), lastError })
    .where(eq(billingEvents.id, event.id));
  return 'retry';
}

/** The events kept for a customer that has just been linked to a user, due now. */
export async function releaseParkedEvents(db: Db, customerId: string, now: Date): Promise<number> {
  const released = await db
    .update(billingEvents)
    .set({ state: 'received', attempts: 0, nextAttemptAt: now })
    .where(and(eq(billingEvents.state, 'parked'), eq(billingEvents.customerId, customerId)))
    .returning({ id: billingEvents.id });
  return released.length;
}
