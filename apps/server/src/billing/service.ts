import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { LocalProvider } from './local-provider.ts';
import type { BillingProvider, ProviderName } from './provider.ts';
import { StripeProvider, type StripeSettings } from './stripe-provider.ts';

/** Optional extras on `config.stripe`: tests point the SDK at the fake Stripe and shorten its timeout. */
type StripeEndpoint = Pick<StripeSettings, 'host' | 'port' | 'protocol' | 'timeoutMs' | 'maxNetworkRetries'>;

export interface BillingService {
  readonly providerName: ProviderName;
  /** The provider bound to a database handle (a transaction, when the caller holds one). */
  provider(db: Db): BillingProvider;
  readonly stripe: StripeProvider | null;
  readonly webhookSecret: string | null;
  readonly publicUrl: string;
  readonly local: (db: Db) => LocalProvider;
}

/** Stripe when its keys are configured; otherwise the local checkout, which production refuses. */
export function createBillingService(config: Config): BillingService {
  const apiUrl = `${config.publicUrl}/api`;
  const local = (db: Db) => new LocalProvider(db, apiUrl);
  if (config.stripe) {
    const endpoint = config.stripe as typeof config.stripe & StripeEndpoint;
    const stripe = new StripeProvider({ ...endpoint, publicUrl: config.publicUrl });
    return {
      providerName: 'stripe',
      provider: () => stripe,
      stripe,
      webhookSecret: config.stripe.webhookSecret,
      publicUrl: config.publicUrl,
      local,
    };
  }
  if (config.isProduction) throw new Error('The local checkout is for development only; configure Stripe.');
  return {
    providerName: 'local',
    provider: local,
    stripe: null,
    webhookSecret: null,
    publicUrl: config.publicUrl,
    local,
  };
}
