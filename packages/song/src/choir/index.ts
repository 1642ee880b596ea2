export * from './assign.ts';
export * from './assignment-report.ts';
export * from './holding.ts';
export * from './limits.ts';
export * from './owned-sets.ts';
export * from './positions.ts';
export * from './schema.ts';
export * from './types.ts';
