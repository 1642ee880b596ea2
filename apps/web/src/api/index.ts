/**
 * One call of the API: `callApi('getSong', id)` calls the route. The reads made on start go
 * through the start-up client (startup-client.ts); every other call through the typed client
 * (client.ts). Both come with the store's server chunk (store/server.chunk.ts).
 */
import { api } from './client.ts';
import { startupApi } from './startup-client.ts';

export type ApiClient = typeof api;

type Method = keyof ApiClient;

const STARTUP_METHODS: readonly string[] = [
  'me',
  'publicSongs',
  'listSongs',
  'plan',
] satisfies (keyof typeof startupApi)[];

export function callApi<M extends Method>(
  method: M,
  ...args: Parameters<ApiClient[M]>
): Promise<Awaited<ReturnType<ApiClient[M]>>> {
  const client = STARTUP_METHODS.includes(method) ? (startupApi as unknown as ApiClient) : api;
  const route = client[method] as (
    ...input: Parameters<ApiClient[M]>
  ) => Promise<Awaited<ReturnType<ApiClient[M]>>>;
  return route(...args);
}
