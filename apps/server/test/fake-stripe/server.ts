import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type FormObject, parseStripeForm, record, text } from './form.ts';
import type { FakeCheckoutSession, FakeStripeState } from './state.ts';

/**
 * How the fake misbehaves: `reset` drops connections, `hang` never answers, `error` answers 500
 * without doing anything, `error-after` does the work and then answers 500 (an outage mid-request).
 * Like Stripe, a 500 answered to a POST with an Idempotency-Key is stored and replayed for that key.
 */
export type FailureMode = 'none' | 'reset' | 'hang' | 'error' | 'error-after';

export interface LoggedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
}

interface Reply {
  status: number;
  body: unknown;
}

/** What Stripe keeps of a POST sent with an Idempotency-Key: the request, to compare, and its answer. */
interface StoredAnswer {
  readonly path: string;
  readonly body: string;
  readonly reply: Reply;
}

const missing = (what: string, id: string): Reply => ({
  status: 404,
  body: {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` },
  },
});
const invalid = (message: string, param?: string): Reply => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, param } },
});
const ok = (body: unknown): Reply => ({ status: 200, body });

/** A refusal of the request's parameters: Stripe saves no idempotent result for it. */
const isValidationError = (reply: Reply) =>
  reply.status === 400 && (reply.body as { error?: { code?: string } }).error?.code === undefined;

/** The HTTP face of the fake: the routes of Stripe's API that the app calls, nothing more. */
export class FakeStripeServer {
  failure: FailureMode = 'none';
  /**
   * When set, only requests whose method and path start with it fail (e.g. `POST /v1/customers`);
   * the others are answered normally.
   */
  failureOn: string | null = null;
  /** Every answer waits this long first: a slow Stripe. */
  delayMs = 0;
  readonly requests: LoggedRequest[] = [];
  /** Requests held unanswered by `hang` whose caller has not given up (its connection is open). */
  readonly hanging = new Set<IncomingMessage>();
  /** Per idempotency key (keys are per account, not per route), as Stripe keeps them for a day. */
  private readonly idempotent = new Map<string, StoredAnswer>();
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;

  constructor(private readonly state: FakeStripeState) {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  /**
   * Runs `work` while ending every request `hang` holds as a network failure would (its connection
   * drops once it has been held a moment), so the client sees the outage without the test waiting
   * out its timeout. At least one request must have been held. Tests of the timeout itself use a
   * client with a short one instead.
   */
  async dropHangingDuring<T>(work: Promise<T>): Promise<T> {
    let settled = false;
    let held = 0;
    const done = work.finally(() => {
      settled = true;
    });
    while (!settled) {
      for (const req of this.hanging) {
        held++;
        req.socket.destroy();
        this.hanging.delete(req);
      }
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5))]).catch(() => undefined);
    }
    if (held === 0) throw new Error('no request to Stripe was held by hang');
    return work;
  }

  /** The body first sent with this Idempotency-Key, to replay a request exactly. */
  bodyOf(idempotencyKey: string): string | undefined {
    return this.idempotent.get(idempotencyKey)?.body;
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const method = req.method ?? 'GET';
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    this.requests.push({ method, path: url.pathname, idempotencyKey });
    const failure =
      this.failureOn === null || `${method} ${url.pathname}`.startsWith(this.failureOn)
        ? this.failure
        : 'none';
    if (failure === 'reset') return void req.socket.destroy();
    if (failure === 'hang') {
      this.hanging.add(req);
      req.socket.once('close', () => this.hanging.delete(req));
      return;
    }
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const body = Buffer.concat(chunks).toString();
    const keyed = idempotencyKey !== undefined && method === 'POST';
    const stored = keyed ? this.idempotent.get(idempotencyKey) : undefined;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'request-id': `req_${Date.now()}`,
    };
    let reply: Reply;
    if (stored) {
      // Stripe answers a key it has seen with what it answered the first time, 5xx included, and
      // refuses the key for a different request.
      reply =
        stored.path === url.pathname && stored.body === body
          ? stored.reply
          : {
              status: 400,
              body: {
                error: {
                  type: 'idempotency_error',
                  message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
                },
              },
            };
      if (reply === stored.reply) headers['idempotent-replayed'] = 'true';
    } else {
      const outage: Reply = { status: 500, body: { error: { type: 'api_error', message: 'Fake outage' } } };
      if (failure === 'error') reply = outage;
      else {
        reply = this.route(
          method,
          url.pathname,
          parseStripeForm(method === 'GET' ? url.search.slice(1) : body),
        );
        if (failure === 'error-after') reply = outage;
      }
      // Stripe saves the result of every request that started executing, failures included; a
      // request refused by parameter validation is not saved.
      if (keyed && !isValidationError(reply)) {
        this.idempotent.set(idempotencyKey, { path: url.pathname, body, reply });
      }
    }
    // A stored 5xx would only be replayed: Stripe tells its SDKs not to retry it.
    if (reply.status >= 500) headers['stripe-should-retry'] = 'false';
    res.writeHead(reply.status, headers);
    res.end(JSON.stringify(reply.body));
  }

  private route(method: string, path: string, form: FormObject): Reply {
    const parts = path.split('/').filter(Boolean);
    const [v1, resource, id, action] = parts;
    if (v1 !== 'v1') return missing('route', path);
    if (resource === 'customers') {
      if (method === 'POST' && !id) return ok(this.createCustomer(form));
      if (method === 'GET' && id === 'search') return this.searchCustomers(form);
      const customer = id ? this.state.customers.get(id) : undefined;
      return customer ? ok(customer) : missing('customer', id ?? '');
    }
    if (resource === 'checkout' && id === 'sessions') {
      const sessionId = action;
      if (method === 'POST' && !sessionId) return this.createSession(form);
      const session = sessionId ? this.state.sessions.get(sessionId) : undefined;
      return session ? ok(session) : missing('checkout.session', sessionId ?? '');
    }
    if (resource === 'subscriptions' && !id && method === 'GET') return ok(this.listSubscriptions(form));
    if (resource === 'subscriptions' && id) {
      const sub = this.state.subscriptions.get(id);
      if (!sub) return missing('subscription', id);
      if (method === 'GET') return ok(sub);
      if (method === 'DELETE') return ok(this.state.cancelNow(id));
      const cancel = text(form.cancel_at_period_end);
      if (sub.status === 'canceled') {
        return invalid('A canceled subscription can only update its cancellation_details and metadata.');
      }
      if (cancel !== undefined) this.state.setCancelAtPeriodEnd(id, cancel === 'true');
      return ok(sub);
    }
    return missing('route', path);
  }

  /** Like Stripe: without a status filter, every subscription that is not canceled. */
  private listSubscriptions(form: FormObject) {
    const customer = text(form.customer);
    const status = text(form.status);
    const data = [...this.state.subscriptions.values()]
      .filter((sub) => !customer || sub.customer === customer)
      .filter((sub) =>
        status && status !== 'all' ? sub.status === status : status === 'all' || sub.status !== 'canceled',
      )
      .sort((a, b) => b.created - a.created);
    return { object: 'list', url: '/v1/subscriptions', has_more: false, data };
  }

  /**
   * Stripe's search, for the one query form the app sends: metadata clauses joined by AND, e.g.
   * `metadata['user_id']:'3' AND metadata['ringalong_installation']:'uuid'`.
   */
  private searchCustomers(form: FormObject): Reply {
    const query = text(form.query) ?? '';
    const clauses = query
      .split(' AND ')
      .map((clause) => /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(clause));
    if (clauses.some((clause) => !clause)) return invalid(`The fake cannot search for ${query}`, 'query');
    const wanted = clauses.map((clause) => [clause![1]!, clause![2]!.replace(/\\(.)/g, '$1')] as const);
    const data = [...this.state.customers.values()].filter((customer) =>
      wanted.every(([key, value]) => customer.metadata[key] === value),
    );
    return ok({
      object: 'search_result',
      url: '/v1/customers/search',
      has_more: false,
      next_page: null,
      data,
    });
  }

  private createCustomer(form: FormObject) {
    const customer = {
      id: this.state.nextId('cus'),
      object: 'customer' as const,
      email: text(form.email) ?? null,
      metadata: record(form.metadata),
      created: this.state.now(),
    };
    this.state.customers.set(customer.id, customer);
    return customer;
  }

  private createSession(form: FormObject): Reply {
    const items = Array.isArray(form.line_items) ? form.line_items : [];
    const first = items[0];
    const price = first && typeof first === 'object' && !Array.isArray(first) ? text(first.price) : undefined;
    if (text(form.mode) !== 'subscription') return invalid('Only subscription mode is faked', 'mode');
    if (!price) return invalid('Missing line_items[0][price]', 'line_items');
    const successUrl = text(form.success_url);
    if (!successUrl) return invalid('Missing success_url', 'success_url');
    const customer = text(form.customer) ?? null;
    if (customer && !this.state.customers.has(customer)) return missing('customer', customer);
    const id = this.state.nextId('cs_test');
    const subscriptionData = form.subscription_data;
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer,
      client_reference_id: text(form.client_reference_id) ?? null,
      metadata: record(form.metadata),
      subscription: null,
      success_url: successUrl,
      cancel_url: text(form.cancel_url) ?? null,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      price,
      subscription_metadata:
        subscriptionData && typeof subscriptionData === 'object' && !Array.isArray(subscriptionData)
          ? record(subscriptionData.metadata)
          : {},
      created: this.state.now(),
      expires_at: this.state.now() + 24 * 60 * 60,
    };
    this.state.sessions.set(id, session);
    return ok(session);
  }
}
