export * from './auth.ts';
export * from './billing.ts';
export * from './common.ts';
export * from './inputs.ts';
export * from './openapi.ts';
export * from './routes.ts';
export * from './songs.ts';
