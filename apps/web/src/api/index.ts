/**
 * One call of the API: `callApi('getSong', id)` calls the route through the typed client
 * (client.ts), whose answers zod checks against the contract's schemas. It comes with the store's
 * server chunk (store/server.chunk.ts).
 */
import { api } from './client.ts';

export type ApiClient = typeof api;

type Method = keyof ApiClient;

export function callApi<M extends Method>(
  method: M,
  ...args: Parameters<ApiClient[M]>
): Promise<Awaited<ReturnType<ApiClient[M]>>> {
  const route = api[method] as (
    ...input: Parameters<ApiClient[M]>
  ) => Promise<Awaited<ReturnType<ApiClient[M]>>>;
  return route(...args);
}
