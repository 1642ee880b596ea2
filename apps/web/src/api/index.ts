import type { api as Api } from './client.ts';
import { NetworkError } from './http.ts';

export type ApiClient = typeof Api;

type ClientModule = { readonly api: ApiClient };

/**
 * The client (with zod and the contract's schemas) loads on first use rather than on first
 * paint: the header and canvas show without waiting for it. Its code not arriving is a network
 * failure like a call without an answer (`load` is for tests).
 */
export function loadApi(load: () => Promise<ClientModule> = () => import('./client.ts')): Promise<ApiClient> {
  return load().then(
    (module) => module.api,
    (cause: unknown) => {
      throw new NetworkError(cause);
    },
  );
}

type Method = keyof ApiClient;

type StartupApi = typeof import('./startup-client.ts').startupApi;
const STARTUP_METHODS: readonly string[] = [
  'me',
  'publicSongs',
  'listSongs',
  'plan',
] satisfies (keyof StartupApi)[];

/** The start-up reads' client (no zod): loaded on first use too, in the start-up chunk. */
function loadStartupApi(): Promise<StartupApi> {
  return import('./startup-client.ts').then(
    (module) => module.startupApi,
    (cause: unknown) => {
      throw new NetworkError(cause);
    },
  );
}

/**
 * One call of the API: `callApi('getSong', id)` loads the client on first use, then calls the
 * route. The reads made on start go through the start-up client, whose checks need no zod.
 */
export async function callApi<M extends Method>(
  method: M,
  ...args: Parameters<ApiClient[M]>
): Promise<Awaited<ReturnType<ApiClient[M]>>> {
  const client = STARTUP_METHODS.includes(method)
    ? ((await loadStartupApi()) as unknown as ApiClient)
    : await loadApi();
  const route = client[method] as (
    ...input: Parameters<ApiClient[M]>
  ) => Promise<Awaited<ReturnType<ApiClient[M]>>>;
  return route(...args);
}
