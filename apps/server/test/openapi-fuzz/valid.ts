/**
 * fast-check arbitraries for values a JSON Schema accepts, derived from the schema alone (plus the
 * document's `x-unique-by`). Arrays are kept short so a request stays small and quick.
 */
import fc from 'fast-check';
import { type JsonSchema, merge, rowKeysOf, typesOf, uniqueKey } from './schema.ts';

/** At most this many items per generated array (a song: up to 4 staves of up to 4 notes...). */
const MAX_GENERATED_ITEMS = 4;

const codePoints = (text: string) => [...text].length;

/** Characters that have tripped servers: NUL, SQL and LIKE specials, quotes, escapes, emoji, RTL. */
const HOSTILE = fc.constantFrom(
  '\u0000',
  '%',
  '_',
  "'",
  '"',
  '\\',
  '<',
  '>',
  '\u202e',
  '\u{1F600}',
  ' ',
  'a',
  '1',
);

/**
 * Made once per string schema: fast-check maps every generated character back to its index when
 * it shrinks, over a table of all of Unicode built once per arbitrary, which built per request was
 * half of this test's time.
 */
const stringArbitraries = new Map<string, fc.Arbitrary<string>>();

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const key = JSON.stringify(schema);
  let arbitrary = stringArbitraries.get(key);
  if (!arbitrary) {
    arbitrary = newStringArbitrary(schema);
    stringArbitraries.set(key, arbitrary);
  }
  return arbitrary;
}

function newStringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const fits = (text: string) =>
    codePoints(text) >= min && codePoints(text) <= max && (pattern === null || pattern.test(text));
  const base = pattern
    ? fc.stringMatching(pattern)
    : fc.string({ minLength: min, maxLength: Math.min(max, 40), unit: 'grapheme' });
  // Free text (no pattern, or one that takes punctuation) also gets the hostile characters.
  const freeText = pattern === null || pattern.test(`%_'"<>`);
  if (!freeText) return base.filter(fits);
  const hostile = fc.string({ unit: HOSTILE, minLength: Math.max(min, 1), maxLength: Math.min(max, 12) });
  return fc.oneof(base, hostile).filter(fits);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lowest = integer ? -(2 ** 31) : -1e6;
  const highest = integer ? 2 ** 31 - 1 : 1e6;
  let min = schema.minimum ?? lowest;
  let max = schema.maximum ?? highest;
  if (schema.exclusiveMinimum !== undefined)
    min = Math.max(min, schema.exclusiveMinimum + (integer ? 1 : 1e-9));
  if (schema.exclusiveMaximum !== undefined)
    max = Math.min(max, schema.exclusiveMaximum - (integer ? 1 : 1e-9));
  if (integer)
    return fc.integer({
      min: Math.max(min, -Number.MAX_SAFE_INTEGER),
      max: Math.min(max, Number.MAX_SAFE_INTEGER),
    });
  // Whole and half values as a person places notes, and any double in range.
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
  );
}

/**
 * Keys the JSON parser refuses anywhere in a body (prototype poisoning), as the document's
 * description says; the extra properties below stay clear of them.
 */
const POISON = /"(__proto__|constructor|prototype)"/;

/** Unknown extra properties an open object may carry; the server must ignore them. */
const extraProperties = (known: string[]) =>
  fc
    .dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).filter((name) => !known.includes(name)),
      fc.jsonValue({ maxDepth: 1 }),
      { maxKeys: 2 },
    )
    .filter((extra) => !POISON.test(JSON.stringify(extra)));

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const known = Object.keys(properties);
  const record = fc.record(Object.fromEntries(known.map((name) => [name, validValue(properties[name]!)])), {
    requiredKeys: schema.required ?? [],
  });
  if (schema.additionalProperties === false) return record as fc.Arbitrary<Record<string, unknown>>;
  return fc
    .tuple(record, fc.option(extraProperties(known), { freq: 4 }))
    .map(([values, extra]) => ({ ...extra, ...values }));
}

function arrayArbitrary(schema: JsonSchema): fc.Arbitrary<unknown[]> {
  const items = schema.items ?? {};
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
  );
  const uniqueBy = schema['x-unique-by'];
  // Items unique by a bar start can only be one (beat 0 is the one bar start every song has).
  const barStarts = Object.entries(items.properties ?? {}).some(
    ([name, property]) => property['x-bar-start'] && uniqueBy === name,
  );
  if (barStarts) return fc.array(validValue(items), { minLength: Math.min(minLength, 1), maxLength: 1 });
  // `uniqueItems`: no two items alike (compared whole); `x-unique-by`: by the properties named.
  const key = (item: unknown) =>
    schema.uniqueItems ? JSON.stringify(item) : uniqueKey(uniqueBy ?? '', item);
  const list = (min: number, max: number) =>
    uniqueBy || schema.uniqueItems
      ? fc.uniqueArray(validValue(items), { minLength: min, maxLength: max, selector: key })
      : fc.array(validValue(items), { minLength: min, maxLength: max });
  if (schema['x-rows-once']) return list(minLength, maxLength).map(rowsOnce);
  if (schema['x-bells-once']) return list(minLength, maxLength).map(bellsOnce);
  if (schema['x-spans']) return list(minLength, maxLength).map(laidEndToEnd);
  if (!schema.contains) return list(minLength, maxLength);
  // One item that satisfies `contains`, put among the others at some place.
  const containing = validValue(merge(items, schema.contains));
  return fc
    .tuple(containing, list(Math.max(0, minLength - 1), maxLength - 1), fc.nat())
    .map(([needed, others, at]) => {
      const rest = uniqueBy ? others.filter((item) => key(item) !== key(needed)) : others;
      const place = at % (rest.length + 1);
      return [...rest.slice(0, place), needed, ...rest.slice(place)];
    });
}

/** Span items (`x-spans`) laid one after another: each a beat long, a beat apart, none overlapping. */
function laidEndToEnd(items: unknown[]): unknown[] {
  return items.map((item, i) => ({ ...(item as object), from: 2 * i, to: 2 * i + 1 }));
}

/** Items whose rows are each in one item only (`x-rows-once`): a row met again is dropped. */
function rowsOnce(items: unknown[]): unknown[] {
  const seen = new Set<string>();
  return items.map((item) => {
    const rows = (item as { rows?: unknown[] }).rows;
    if (!Array.isArray(rows)) return item;
    const kept = rows.filter((row) => {
      const [key] = rowKeysOf({ rows: [row] });
      if (key === undefined || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { ...(item as object), rows: kept };
  });
}

/** Places at a table whose bells and chimes are each at one place only (`x-bells-once`): one met again is dropped. */
function bellsOnce(items: unknown[]): unknown[] {
  const seen = new Set<string>();
  const once = (list: unknown, kind: string) =>
    Array.isArray(list)
      ? list.filter((pitch) => {
          const key = `${kind}:${String(pitch)}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
      : list;
  return items.map((item) => {
    const place = item as { bells?: unknown; chimes?: unknown };
    return { ...(item as object), bells: once(place.bells, 'bell'), chimes: once(place.chimes, 'chime') };
  });
}

/** Any value `schema` accepts. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) {
    const { anyOf, ...base } = schema;
    return fc.oneof(...anyOf.map((branch) => validValue(merge(base, branch))));
  }
  if ('const' in schema) return fc.constant(schema.const);
  // Beat 0 starts bar 1 whatever the time signatures.
  if (schema['x-bar-start']) return fc.constant(0);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type })));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(schema);
    case 'object':
      return objectArbitrary(schema);
    default:
      if (schema.properties) return objectArbitrary(schema);
      return fc.jsonValue({ maxDepth: 2 });
  }
}
