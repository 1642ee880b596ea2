import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { getOrCreateSecret } from '../secrets.ts';

export const LOCAL_PROVIDER_PATH = '/oidc';
/** The provider's session cookies (oidc-provider's default names), cleared at our logout. */
export const LOCAL_PROVIDER_SESSION_COOKIES = [
  '_session',
  '_session.sig',
  '_session.legacy',
  '_session.legacy.sig',
];

export interface LocalAccount {
  readonly email: string;
  readonly name: string;
}

export interface LocalProvider {
  readonly provider: Provider;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Who typed which name: the provider asks for claims some time after the login form. */
  readonly accounts: Map<string, LocalAccount>;
}

/** The same email always signs in as the same person, whatever name is typed. */
export const localAccountId = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);

async function makeSigningKeys() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    keys: [
      { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' },
    ],
  };
}

/**
 * A real OpenID Connect provider for development, so the app signs in with exactly the client
 * code it uses against Google. Keys live in the database so restarts keep working.
 */
export async function createLocalProvider(app: FastifyInstance): Promise<LocalProvider> {
  const { publicUrl } = app.config;
  const issuer = `${publicUrl}${LOCAL_PROVIDER_PATH}`;
  const jwks = await getOrCreateSecret(app.db, 'local-oidc-jwks', makeSigningKeys);
  const cookieKeys = await getOrCreateSecret(app.db, 'local-oidc-cookie-keys', () => [
    randomBytes(32).toString('base64url'),
  ]);
  const client = await getOrCreateSecret(app.db, 'local-oidc-client', () => ({
    clientId: 'ringalong-local',
    clientSecret: randomBytes(32).toString('base64url'),
  }));
  const accounts = new Map<string, LocalAccount>();

  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [`${publicUrl}/auth/callback`],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: jwks as Configuration['jwks'],
    cookies: { keys: cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 900,
      Grant: 14 * 86_400,
      Session: 14 * 86_400,
    },
    interactions: { url: (_ctx, interaction) => `${LOCAL_PROVIDER_PATH}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
    // Our own app is the only client: the person already agreed by typing their name, so no
    // separate consent page; the grant is made on the spot.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const session = ctx.oidc.session!;
      const clientId = ctx.oidc.client!.clientId;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.grantIdFor(clientId, grant.jti);
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `Sign-in error: ${out.error}${out.error_description ? ` (${out.error_description})` : ''}`;
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = app.config.trustProxy;
  return { provider, issuer, clientId: client.clientId, clientSecret: client.clientSecret, accounts };
}

/**
 * Hands every request under /oidc to the provider's own (koa) handler, untouched: no body
 * parsing here, the provider reads the stream itself.
 */
export async function mountLocalProvider(app: FastifyInstance, local: LocalProvider): Promise<void> {
  const callback = local.provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(LOCAL_PROVIDER_PATH.length) || '/';
      callback(raw, reply.raw);
    };
    scope.all(LOCAL_PROVIDER_PATH, handler);
    scope.all(`${LOCAL_PROVIDER_PATH}/*`, handler);
  });
}
