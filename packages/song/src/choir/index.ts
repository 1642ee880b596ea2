export * from './assignment-for.ts';
export * from './fit.ts';
export * from './limits.ts';
export * from './owned-sets.ts';
export * from './schema.ts';
export * from './types.ts';
