import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type FormObject, parseStripeForm, record, text } from './form.ts';
import type { FakeCheckoutSession, FakeStripeState } from './state.ts';

/** How the fake misbehaves: `reset` drops connections, `hang` never answers, `error` answers 500. */
export type FailureMode = 'none' | 'reset' | 'hang' | 'error';

export interface LoggedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
}

interface Reply {
  status: number;
  body: unknown;
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

/** The HTTP face of the fake: the routes of Stripe's API that the app calls, nothing more. */
export class FakeStripeServer {
  failure: FailureMode = 'none';
  /** Every answer waits this long first: a slow Stripe. */
  delayMs = 0;
  readonly requests: LoggedRequest[] = [];
  /** Requests held unanswered by `hang` whose caller has not given up (its connection is open). */
  readonly hanging = new Set<IncomingMessage>();
  private readonly idempotent = new Map<string, Reply>();
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;

  constructor(private readonly state: FakeStripeState) {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
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
    if (this.failure === 'reset') return void req.socket.destroy();
    if (this.failure === 'hang') {
      this.hanging.add(req);
      req.socket.once('close', () => this.hanging.delete(req));
      return;
    }
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    let reply: Reply;
    if (this.failure === 'error') {
      reply = { status: 500, body: { error: { type: 'api_error', message: 'Fake outage' } } };
    } else if (idempotencyKey && this.idempotent.has(`${method} ${url.pathname} ${idempotencyKey}`)) {
      reply = this.idempotent.get(`${method} ${url.pathname} ${idempotencyKey}`)!;
    } else {
      const form = parseStripeForm(method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString());
      reply = this.route(method, url.pathname, form);
      if (idempotencyKey && method === 'POST') {
        this.idempotent.set(`${method} ${url.pathname} ${idempotencyKey}`, reply);
      }
    }
    res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
    res.end(JSON.stringify(reply.body));
  }

  private route(method: string, path: string, form: FormObject): Reply {
    const parts = path.split('/').filter(Boolean);
    const [v1, resource, id, action] = parts;
    if (v1 !== 'v1') return missing('route', path);
    if (resource === 'customers') {
      if (method === 'POST' && !id) return ok(this.createCustomer(form));
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
