export * from './limits.ts';
export * from './owned-sets.ts';
export * from './ringer-rows.ts';
export * from './schema.ts';
export * from './types.ts';
