/**
 * What a client needs before it opens a song: the operations but getSong with their answers'
 * schemas, and the helpers to call them (`@ringalong/contract/client`). It leaves out what the
 * server alone uses (inputs, the OpenAPI document) and the whole song schema, which opening a song
 * brings (`@ringalong/contract/song-document`), so a browser loads neither on start.
 */
export * from './auth.ts';
export * from './billing.ts';
export * from './client-routes.ts';
export * from './common.ts';
export * from './songs.ts';
export * from './startup-paths.ts';
