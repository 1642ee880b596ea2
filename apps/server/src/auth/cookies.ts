import type { Config } from '../config.ts';

/** Ties a started sign-in to this browser, so a callback link from elsewhere finds nothing. */
export function signInCookie(config: Config) {
  return {
    name: config.isProduction ? '__Host-ringalong_signin' : 'ringalong_signin',
    // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
    options: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.isProduction,
      signed: true,
    },
  };
}

/** The local provider's session cookies (oidc-provider's default names), cleared at our logout. */
export const LOCAL_PROVIDER_SESSION_COOKIES = [
  '_session',
  '_session.sig',
  '_session.legacy',
  '_session.legacy.sig',
];
