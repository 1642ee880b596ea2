import type { api as Api } from './client.ts';

export type ApiClient = typeof Api;

/**
 * The client (with zod and the contract's schemas) loads on first use rather than on first
 * paint: the header and canvas show without waiting for it.
 */
export function loadApi(): Promise<ApiClient> {
  return import('./client.ts').then((module) => module.api);
}
