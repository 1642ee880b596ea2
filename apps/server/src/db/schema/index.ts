export * from './billing.ts';
export * from './core.ts';
