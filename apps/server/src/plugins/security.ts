import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../http-error.ts';
import { withStyleSources } from './first-page.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/** The Vite dev server: the only other origin allowed to call us, and only outside production. */
export const DEV_WEB_ORIGIN = 'http://localhost:5173';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function allowedOrigins(app: FastifyInstance): Set<string> {
  const origins = new Set([new URL(app.config.publicUrl).origin]);
  if (!app.config.isProduction) origins.add(DEV_WEB_ORIGIN);
  return origins;
}

/**
 * A state-changing request must come from one of our pages. Browsers always send Origin on
 * cross-origin writes; when it is missing, Sec-Fetch-Site tells a cross-site navigation apart
 * from a same-origin one. Clients that are not browsers (webhooks, curl) send neither.
 */
function checkSameSite(origins: Set<string>, request: FastifyRequest): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!origins.has(origin)) throw httpError(403, 'Cross-site request refused.');
    return;
  }
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw httpError(403, 'Cross-site request refused.');
}

/** Where the rate limits count: Redis (one round trip, no database write) or the database. */
async function rateLimitCounters(app: FastifyInstance) {
  if (!app.config.redisUrl) return { store: databaseRateLimitStore(app.db) };
  const { Redis } = await import('ioredis');
  const redis = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2 });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return { redis, nameSpace: 'ringalong:rate-limit:' };
}

/** Wrapped with fastify-plugin: headers, CORS, limits and the same-site check cover every route. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const origins = allowedOrigins(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No blob: and no inline script: the audio uses no worklet (Tone's Sampler and Offline
        // only), and the first page's inline scripts are allowed by hash (first-page.ts).
        // 'wasm-unsafe-eval' lets the staff view's engraver (Verovio) compile its WebAssembly;
        // it allows no eval() of script text.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Tone's clock ticks in a worker made from a blob: URL (without it, Chromium refuses it twice
        // on opening a song: e2e/content-security.spec.ts).
        workerSrc: ["'self'", 'blob:'],
        // No 'unsafe-inline': each HTML answer's own inline styles are allowed by hash (below).
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...origins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // 'no-referrer' makes Chromium send `Origin: null` on same-origin form posts (the sign-in and
    // checkout pages), which the same-site check then refuses.
    referrerPolicy: { policy: 'same-origin' },
  });
  // An HTML answer (the first page, the sign-in and checkout pages) allows its own inline styles.
  app.addHook('onSend', async (_request, reply, payload) => {
    const policy = reply.getHeader('content-security-policy');
    const type = reply.getHeader('content-type');
    if (typeof policy === 'string' && typeof payload === 'string' && String(type).startsWith('text/html')) {
      reply.header('content-security-policy', withStyleSources(policy, payload));
    }
    return payload;
  });
  await app.register(cors, {
    origin: config.isProduction ? false : [DEV_WEB_ORIGIN],
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'If-Match', 'Idempotency-Key'],
    exposedHeaders: ['ETag', 'Retry-After'],
  });
  // Counted in Redis when it is configured, else in the database: either way the limits hold for
  // all instances together behind a load balancer.
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    ...(await rateLimitCounters(app)),
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    errorResponseBuilder: (_request, context) =>
      httpError(
        429,
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });
  app.addHook('onRequest', async (request) => checkSameSite(origins, request));
});
