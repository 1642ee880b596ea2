import type * as z from 'zod/mini';
import type { RouteDef } from './client-routes.ts';
import { type RouteInput, routeInputs } from './inputs.ts';
import { type RouteName, routes } from './routes.ts';

/**
 * One operation of the HTTP API, whole: its id, method, path, who may call it, what it accepts and
 * what it answers. The server registers its routes from these and validates with their schemas;
 * /openapi.json is generated from them. The web client reads only `routes` (answers, methods and
 * paths), so the input schemas never load in the browser.
 */
export type ApiRoute<N extends RouteName = RouteName> = (typeof routes)[N] &
  (N extends keyof typeof routeInputs ? (typeof routeInputs)[N] : Record<never, never>) & {
    readonly operationId: N;
  };

/** The untyped view of any operation of the table. */
export type AnyApiRoute = RouteDef & RouteInput & { readonly operationId: RouteName };

export const routeNames = Object.keys(routes) as RouteName[];

/** The table entry of one operation. */
export function apiRoute<N extends RouteName>(name: N): ApiRoute<N> {
  const input: RouteInput = name in routeInputs ? routeInputs[name as keyof typeof routeInputs] : {};
  return { operationId: name, ...routes[name], ...input } as ApiRoute<N>;
}

/** Every operation, in the table's order. */
export const apiRoutes: readonly AnyApiRoute[] = routeNames.map((name) => apiRoute(name));

type Schema<R, K extends string> =
  R extends Record<K, infer S extends z.ZodMiniType> ? z.infer<S> : undefined;

/** What the server hands a handler after validating a request against the table. */
export interface ApiInput<N extends RouteName> {
  readonly params: Schema<ApiRoute<N>, 'params'>;
  readonly query: Schema<ApiRoute<N>, 'query'>;
  readonly headers: Schema<ApiRoute<N>, 'headers'>;
  readonly body: Schema<ApiRoute<N>, 'body'>;
}

/** The successful answer of an operation. */
export type ApiAnswer<N extends RouteName> = z.infer<(typeof routes)[N]['response']>;
