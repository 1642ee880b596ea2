/**
 * Stored songs carry a version; older documents are lifted forward before validation.
 * Version 0 is the original app's shape, {meta, staves, timeSignatures} without a version field.
 */
import { DEFAULT_TITLE } from './constants.ts';
import { keptTitle } from './export.ts';
import { SONG_VERSION } from './types.ts';

const DEFAULT_SIGNATURES = [{ beat: 0, numerator: 4, denominator: 4 }];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Version 0 documents had free-form titles and could lack meta or time signatures (the app then
 * assumed 4/4); they get a kept-or-default title and 4/4 at beat 0. Their staves and notes pass
 * through untouched for the schema to judge.
 */
function fromVersion0(doc: Record<string, unknown>): Record<string, unknown> {
  const meta = isRecord(doc.meta) ? doc.meta : {};
  const title = typeof meta.title === 'string' ? keptTitle(meta.title) : '';
  const signatures =
    Array.isArray(doc.timeSignatures) && doc.timeSignatures.length > 0 ? doc.timeSignatures : null;
  return {
    ...doc,
    version: 1,
    meta: { ...meta, title: title || DEFAULT_TITLE },
    timeSignatures: signatures ?? DEFAULT_SIGNATURES,
  };
}

/** Lifts a document to the current version; anything unrecognised is returned as it came for the schema to reject. */
export function migrateSong(input: unknown): unknown {
  if (!isRecord(input)) return input;
  let doc = input;
  if (!('version' in doc) || doc.version === 0) doc = fromVersion0(doc);
  // Later versions add their steps here, each lifting one version.
  return doc.version === SONG_VERSION ? doc : input;
}
