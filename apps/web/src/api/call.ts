import { type RouteDef, routePath } from '@ringalong/contract/client';
import type * as z from 'zod/mini';
import { request } from './http.ts';

/** One operation of the contract, called: the answer is checked against the route's schema. */
export async function call<R extends RouteDef>(
  route: R,
  options: {
    id?: number | string;
    payload?: unknown;
    headers?: Record<string, string>;
    callerLogs?: boolean;
  } = {},
): Promise<z.infer<R['response']>> {
  const path = routePath(route.path, options.id === undefined ? undefined : { id: options.id });
  const answer = await request(route.method, path, route.response, options.payload, {
    headers: options.headers,
    callerLogs: options.callerLogs,
  });
  return answer.data as z.infer<R['response']>;
}
