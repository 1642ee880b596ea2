import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { LocalProvider } from './local-provider.ts';
import type { BillingProvider, ProviderName } from './provider.ts';
import { StripeProvider, type StripeSettings } from './stripe-provider.ts';
import { type BillingWorker, DEFAULT_TIMINGS, type WorkerTimings } from './worker.ts';

/**
 * Optional extras on `config.stripe`: tests point the SDK at the fake Stripe, shorten its timeout
 * and set the billing worker's intervals.
 */
type StripeExtras = Pick<StripeSettings, 'host' | 'port' | 'protocol' | 'timeoutMs' | 'maxNetworkRetries'> & {
  readonly worker?: Partial<WorkerTimings>;
};

export interface BillingService {
  readonly providerName: ProviderName;
  /** The provider bound to a database handle (a transaction, when the caller holds one). */
  provider(db: Db): BillingProvider;
  readonly stripe: StripeProvider | null;
  readonly webhookSecret: string | null;
  readonly publicUrl: string;
  readonly local: (db: Db) => LocalProvider;
  readonly timings: WorkerTimings;
  /** Applies stored Stripe events and reconciles; set once the app runs (Stripe only). */
  worker: BillingWorker | null;
}

/** Stripe when its keys are configured; otherwise the local checkout, which production refuses. */
export function createBillingService(config: Config): BillingService {
  const apiUrl = `${config.publicUrl}/api`;
  const local = (db: Db) => new LocalProvider(db, apiUrl);
  if (config.stripe) {
    const { worker, ...endpoint } = config.stripe as typeof config.stripe & StripeExtras;
    const stripe = new StripeProvider({ ...endpoint, publicUrl: config.publicUrl });
    return {
      providerName: 'stripe',
      provider: () => stripe,
      stripe,
      webhookSecret: config.stripe.webhookSecret,
      publicUrl: config.publicUrl,
      local,
      timings: { ...DEFAULT_TIMINGS, ...worker },
      worker: null,
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
    timings: DEFAULT_TIMINGS,
    worker: null,
  };
}
