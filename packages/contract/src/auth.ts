import * as z from 'zod/mini';

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

export const updateUsernameResponseSchema = z.object({ success: z.boolean(), name: z.string() });
export type UpdateUsernameResponse = z.infer<typeof updateUsernameResponseSchema>;

/** The query string the callback adds when it lands the browser back in the app. */
export const SIGNED_IN_QUERY = 'signedIn=1';
/** The query string the callback adds when a sign-in could not be completed. */
export const SIGN_IN_FAILED_QUERY = 'signInError=1';
