/**
 * The session model's schema (session.ts): a snapshot received or kept is checked with it, so it
 * can be kept in the browser and sent between devices. Apart from the model so the start-up code,
 * which makes snapshots and never reads one from outside, carries no validator.
 */
import * as z from 'zod/mini';
import { RING_MODES } from './choir/session.ts';
import type { SessionSnapshot } from './session.ts';

const ringMode = z.enum(RING_MODES as ['person', 'computer', 'muted']);

export const loopSchema = z.object({
  on: z.boolean(),
  from: z.number(),
  to: z.number(),
  speedUp: z.number(),
  countEachPass: z.optional(z.boolean()),
});

export const choirSessionSchema = z.object({
  on: z.boolean(),
  absent: z.array(z.string()),
  ringerModes: z.record(z.string(), ringMode),
  rowModes: z.record(z.string(), ringMode),
  solo: z.nullable(z.string()),
  quietGuide: z.boolean(),
  iAm: z.nullable(z.string()),
  lanes: z.boolean(),
});

export const sessionSchema = z.object({
  transport: z.object({
    state: z.enum(['playing', 'paused', 'stopped']),
    positionSource: z.enum(['clock', 'view']),
    loop: z.nullable(loopSchema),
    practiceTempo: z.number(),
    countIn: z.boolean(),
    startBeat: z.nullable(z.number()),
  }),
  view: z.object({
    mode: z.enum(['composer', 'player']),
    selection: z.array(z.string()),
    lengthChoice: z.union([z.literal('snap'), z.number()]),
    noteMenu: z.nullable(z.object({ x: z.number(), y: z.number() })),
    cursor: z.nullable(z.object({ beat: z.number(), row: z.string() })),
    noteInput: z.boolean(),
  }),
  choir: z.nullable(choirSessionSchema),
});

// The schema and the types describe the same thing: a change to one that the other lacks fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof sessionSchema>, DeepMutable<SessionSnapshot>> = true;
void sameShape;
type DeepMutable<T> = T extends readonly (infer U)[]
  ? DeepMutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: DeepMutable<T[K]> }
    : T;
