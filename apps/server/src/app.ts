import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { apiPlugin } from './api.ts';
import { ApiPrefix } from './api-prefix.ts';
import type {} from './app-types.ts';
import { type IdentitySettings, SignInService } from './auth/sign-in.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/index.ts';
import { healthRoutes } from './health/routes.ts';
import { registerCompression } from './plugins/compression.ts';
import { installContentTypeHandling } from './plugins/content-type.ts';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandler } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import { getOrCreateSecret } from './secrets.ts';
import { seedDemoSongs } from './seed/seed.ts';
import { gradeUngradedSongs } from './songs/grade-existing.ts';
import { SongListChanges } from './songs/list-changes.ts';

/** Room for a 2000-note song with its metadata; anything larger is refused with 413 unread. */
export const BODY_LIMIT = 512 * 1024;

export interface BuildOptions {
  /** An open database to use instead of the one the config names (tests); the caller closes it. */
  readonly database?: Database;
  /** Where the built web app lives (tests point this at a missing folder for the placeholder). */
  readonly webDist?: string;
  /** The web app's server entry that renders the first page (tests build their own). */
  readonly pageRenderer?: string;
  /** Where log lines go instead of stdout (tests read them back). */
  readonly logStream?: { write(line: string): void };
  /** Told of every route as it is registered (tests compare them with the contract's table). */
  readonly onRoute?: (route: RouteOptions) => void;
}

/** Never log a query string: the sign-in callback carries an authorization code in it. */
const requestSerializer = (request: { method: string; url: string; ip?: string }) => ({
  method: request.method,
  path: request.url.split('?')[0],
  ip: request.ip,
});

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const apiPrefix = new ApiPrefix();
  const app = Fastify({
    rewriteUrl: (request) => apiPrefix.rewrite(request.url ?? '/'),
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: { req: requestSerializer },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: BODY_LIMIT,
    // Fastify's 10 s for a plugin to start is a guard against a plugin that never calls `done`;
    // ours are async functions that resolve or throw. On a machine loaded 17 times over, the API's
    // (rooms on Redis, every route's schemas) took longer than 10 s and the server refused to start:
    // a slow start is not a failed one. A start that truly hangs still ends after a minute.
    pluginTimeout: 60_000,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const database = options.database ?? (await openDatabase(config));
  if (!options.database) app.addHook('onClose', () => database.close());
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('songLists', new SongListChanges());
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);

  installContentTypeHandling(app);
  installErrorHandler(app);

  const cookieSecret =
    config.sessionSecret ??
    (await getOrCreateSecret(database.db, 'cookie-secret', () => randomBytes(32).toString('base64url')));
  await app.register(cookie, { secret: cookieSecret });
  await app.register(securityPlugin);

  let identity: IdentitySettings;
  const redirectUri = `${config.publicUrl}/auth/callback`;
  if (config.oidc) {
    const allowHttp = !config.isProduction && config.oidc.issuer.startsWith('http:');
    identity = { ...config.oidc, redirectUri, allowHttp, timeoutMs: config.identityTimeoutMs };
  } else {
    // Loaded only when used: production never runs (or even loads) the development provider.
    const { createLocalProvider, mountLocalProvider } = await import('./auth/local-provider.ts');
    const { interactionRoutes } = await import('./auth/interaction-routes.ts');
    const local = await createLocalProvider(app);
    await mountLocalProvider(app, local);
    await interactionRoutes(app, local);
    const allowHttp = local.issuer.startsWith('http:');
    identity = {
      issuer: local.issuer,
      clientId: local.clientId,
      clientSecret: local.clientSecret,
      redirectUri,
      allowHttp,
      timeoutMs: config.identityTimeoutMs,
    };
  }
  app.decorate('signIn', new SignInService(database.db, identity));

  await registerCompression(app);
  await app.register(healthRoutes);
  // Once: /api/... reaches the same routes through rewriteUrl above.
  await app.register(async (api) => {
    apiPrefix.watch(api);
    await api.register(apiPlugin);
  });
  await webPlugin(app, {
    ...(options.webDist ? { distDir: options.webDist } : {}),
    ...(options.pageRenderer ? { pageRenderer: options.pageRenderer } : {}),
  });

  await seedDemoSongs(database.db);
  // Songs stored before their level was kept (migration 0009) are graded once, here.
  await gradeUngradedSongs(database.db);
  return app;
}
