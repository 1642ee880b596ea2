import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { sessionCookieName } from './plugins/session.ts';

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://ringalong.example',
  SESSION_SECRET: 'x'.repeat(40),
  OIDC_ISSUER: 'https://accounts.google.com',
  OIDC_CLIENT_ID: 'id',
  OIDC_CLIENT_SECRET: 'secret',
  STRIPE_SECRET_KEY: 'sk_test',
  STRIPE_WEBHOOK_SECRET: 'whsec',
  STRIPE_PRICE_ID: 'price',
};

describe('loadConfig', () => {
  it('runs with no configuration on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      oidc: null,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('accepts a complete production configuration', () => {
    expect(loadConfig(production).oidc?.issuer).toBe('https://accounts.google.com');
  });

  it.each([
    ['OIDC_ISSUER', /sign-in provider/],
    ['STRIPE_SECRET_KEY', /Stripe/],
    ['SESSION_SECRET', /SESSION_SECRET/],
  ])('refuses to start in production without %s', (name, message) => {
    const env: Record<string, string> = { ...production };
    delete env[name];
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(message);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrowError(/PORT/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://issuer.example' })).toThrowError(/OIDC_CLIENT_ID/);
  });
});

describe('session cookie name', () => {
  it('is __Host- prefixed in production only', () => {
    expect(sessionCookieName(loadConfig(production))).toBe('__Host-ringalong_session');
    expect(sessionCookieName(loadConfig({}))).toBe('ringalong_session');
  });
});
