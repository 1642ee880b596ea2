import type { FastifyInstance } from 'fastify';
import { billingPlugin } from './billing/index.ts';
import { sessionPlugin } from './plugins/session.ts';
import { callbackRoute } from './routes/auth/callback.ts';
import { logoutRoute } from './routes/auth/logout.ts';
import { meRoute } from './routes/auth/me.ts';
import { signInRoute } from './routes/auth/sign-in.ts';
import { updateUsernameRoute } from './routes/auth/update-username.ts';
import { openApiRoute } from './routes/openapi.ts';
import { songRoutes } from './routes/songs/index.ts';

/** The HTTP API of spec section 7; registered once, at the root, and served under /api too (api-prefix.ts). */
export async function apiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(sessionPlugin);
  await app.register(meRoute);
  await app.register(signInRoute);
  await app.register(callbackRoute);
  await app.register(logoutRoute);
  await app.register(updateUsernameRoute);
  await app.register(songRoutes);
  await app.register(billingPlugin);
  await app.register(openApiRoute);
}
