import type { FastifyInstance } from 'fastify';
import { registerApiRoutes } from './api-routes.ts';
import { billingPlugin, billingServiceOf } from './billing/index.ts';
import { billingRoutes } from './billing/routes.ts';
import { sessionPlugin } from './plugins/session.ts';
import { roomsPlugin } from './rooms/plugin.ts';
import { callbackRoute } from './routes/auth/callback.ts';
import { logoutRoute } from './routes/auth/logout.ts';
import { meRoute } from './routes/auth/me.ts';
import { signInRoute } from './routes/auth/sign-in.ts';
import { updateUsernameRoute } from './routes/auth/update-username.ts';
import { choirRoutes } from './routes/choirs/index.ts';
import { openApiRoute } from './routes/openapi.ts';
import { roomRoutes } from './routes/rooms/index.ts';
import { songRoutes } from './routes/songs/index.ts';

/**
 * The HTTP API of spec section 7; registered once, at the root, and served under /api too
 * (api-prefix.ts). Its operations come from the contract's route table (registerApiRoutes); the
 * only routes outside it (listed in test/route-table.test.ts) are the browser's return from sign-in, the API description, and
 * billing's webhook and local checkout.
 */
export async function apiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(sessionPlugin);
  await roomsPlugin(app);
  const billing = billingServiceOf(app);
  registerApiRoutes(app, {
    me: meRoute(app),
    signIn: signInRoute(app),
    logout: logoutRoute(app),
    updateUsername: updateUsernameRoute(app),
    ...songRoutes(app),
    ...billingRoutes(app, billing),
    ...choirRoutes(app),
    ...roomRoutes(app),
  });
  await app.register(callbackRoute);
  await app.register(openApiRoute);
  await app.register((scope) => billingPlugin(scope, billing));
}
