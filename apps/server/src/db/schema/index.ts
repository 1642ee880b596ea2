export * from './billing.ts';
export * from './choirs.ts';
export * from './core.ts';
export * from './installation.ts';
export * from './requests.ts';
