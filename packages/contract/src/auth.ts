import * as z from 'zod/mini';

/** A path on our own origin: one leading slash, never `//host` or a scheme. */
export const sameOriginPathSchema = z
  .string()
  .check(z.maxLength(512), z.regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be a path on this site'));

export const signInBodySchema = z.strictObject({ returnTo: z.optional(sameOriginPathSchema) });
export type SignInBody = z.infer<typeof signInBodySchema>;

/** Where the browser goes next: the identity provider's authorization page. */
export const signInResponseSchema = z.object({ url: z.url() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const meResponseSchema = z.object({
  user_id: z.int().check(z.positive()),
  display_name: z.string(),
  email: z.nullable(z.string()),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** The server sanitizes the name again (spec section 5); the raw text only has to be short. */
export const updateUsernameBodySchema = z.strictObject({ name: z.string().check(z.maxLength(200)) });
export type UpdateUsernameBody = z.infer<typeof updateUsernameBodySchema>;

export const updateUsernameResponseSchema = z.object({ success: z.boolean(), name: z.string() });
export type UpdateUsernameResponse = z.infer<typeof updateUsernameResponseSchema>;

/** The query string the callback adds when it lands the browser back in the app. */
export const SIGNED_IN_QUERY = 'signedIn=1';
/** The query string the callback adds when a sign-in could not be completed. */
export const SIGN_IN_FAILED_QUERY = 'signInError=1';
