import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { renderLoginPage } from './interaction-page.ts';
import { LOCAL_PROVIDER_PATH, type LocalProvider, localAccountId } from './local-provider.ts';

const loginFormSchema = z.object({
  name: z.string().trim().min(1, 'Please type a name.').max(100),
  email: z.email('Please type an email address.').max(254),
});

/** The local provider's own login page, served by us because its development pages are off. */
export async function interactionRoutes(app: FastifyInstance, local: LocalProvider): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 4096 });
    const base = `${LOCAL_PROVIDER_PATH}/interaction/:uid`;

    scope.get<{ Params: { uid: string } }>(base, async (request, reply) => {
      const details = await local.provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== request.params.uid) return reply.code(400).send('This sign-in has expired.');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderLoginPage({ action: `${LOCAL_PROVIDER_PATH}/interaction/${details.uid}/login` }));
    });

    scope.post<{ Params: { uid: string } }>(`${base}/login`, async (request, reply) => {
      const details = await local.provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== request.params.uid || details.prompt.name !== 'login') {
        return reply.code(400).send('This sign-in has expired. Please start again.');
      }
      const form = loginFormSchema.safeParse(request.body ?? {});
      if (!form.success) {
        const raw = (request.body ?? {}) as { name?: string; email?: string };
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(
            renderLoginPage({
              action: `${LOCAL_PROVIDER_PATH}/interaction/${details.uid}/login`,
              name: String(raw.name ?? ''),
              email: String(raw.email ?? ''),
              error: form.error.issues[0]?.message ?? 'Please check the fields.',
            }),
          );
      }
      const accountId = localAccountId(form.data.email);
      local.accounts.set(accountId, { email: form.data.email.toLowerCase(), name: form.data.name });
      const redirectTo = await local.provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(redirectTo, 303);
    });
  });
}
