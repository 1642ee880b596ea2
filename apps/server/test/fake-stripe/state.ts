/** What the fake keeps of Stripe's objects: only the fields the app reads, in the API's shapes. */

const YEAR = 365 * 24 * 60 * 60;

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  price: string;
  subscription_metadata: Record<string, string>;
  created: number;
  expires_at: number;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price'; recurring: { interval: 'year'; interval_count: 1 } };
      quantity: number;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}

/** Stripe's side of the world: objects plus a clock the tests move. */
export class FakeStripeState {
  readonly customers = new Map<string, FakeCustomer>();
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  private counter = 0;
  /** Seconds since the epoch, as Stripe counts. */
  private clock = Math.floor(Date.now() / 1000);

  now(): number {
    return this.clock;
  }

  setNow(seconds: number): void {
    this.clock = Math.floor(seconds);
  }

  nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_fake${String(this.counter).padStart(6, '0')}`;
  }

  /** The customer pays: the session completes and a one-year subscription starts now. */
  completeCheckout(sessionId: string): FakeSubscription {
    const session = this.sessions.get(sessionId);
    if (session?.status !== 'open') throw new Error(`checkout ${sessionId} is not open`);
    const sub = this.startSubscription(session.customer ?? this.nextId('cus'), session.price, {
      ...session.subscription_metadata,
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
    return sub;
  }

  /** A customer made in the dashboard, as support staff would: no metadata unless given. */
  createCustomer(metadata: Record<string, string> = {}): FakeCustomer {
    const customer: FakeCustomer = {
      id: this.nextId('cus'),
      object: 'customer',
      email: null,
      metadata,
      created: this.now(),
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** A paid one-year subscription starting now, e.g. one staff start in the dashboard (no metadata). */
  startSubscription(
    customer: string,
    price: string,
    metadata: Record<string, string> = {},
  ): FakeSubscription {
    const now = this.now();
    const sub: FakeSubscription = {
      id: this.nextId('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: now,
      start_date: now,
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: this.nextId('si'),
            object: 'subscription_item',
            price: { id: price, object: 'price', recurring: { interval: 'year', interval_count: 1 } },
            quantity: 1,
            current_period_start: now,
            current_period_end: now + YEAR,
          },
        ],
      },
    };
    this.subscriptions.set(sub.id, sub);
    return sub;
  }

  subscription(id: string): FakeSubscription {
    const sub = this.subscriptions.get(id);
    if (!sub) throw new Error(`no subscription ${id}`);
    return sub;
  }

  setCancelAtPeriodEnd(id: string, cancel: boolean): FakeSubscription {
    const sub = this.subscription(id);
    const end = periodEnd(sub);
    Object.assign(sub, {
      cancel_at_period_end: cancel,
      cancel_at: cancel ? end : null,
      canceled_at: cancel ? this.now() : null,
    });
    return sub;
  }

  cancelNow(id: string): FakeSubscription {
    const sub = this.subscription(id);
    const now = this.now();
    Object.assign(sub, { status: 'canceled', canceled_at: sub.canceled_at ?? now, ended_at: now });
    return sub;
  }

  /**
   * Moves the clock; subscriptions whose period ended either renew for a year or, when set to
   * cancel at period end, end. Answers the subscriptions that changed.
   */
  advance(seconds: number): FakeSubscription[] {
    this.clock += Math.floor(seconds);
    const changed: FakeSubscription[] = [];
    for (const sub of this.subscriptions.values()) {
      const item = sub.items.data[0];
      if (!item || sub.status === 'canceled' || item.current_period_end > this.clock) continue;
      if (sub.cancel_at_period_end) {
        Object.assign(sub, { status: 'canceled', ended_at: item.current_period_end });
      } else {
        item.current_period_start = item.current_period_end;
        item.current_period_end += YEAR;
      }
      changed.push(sub);
    }
    return changed;
  }
}

export function periodEnd(sub: FakeSubscription): number {
  return sub.items.data[0]?.current_period_end ?? sub.created;
}
