/** The JSON Schema (2020-12) subset the OpenAPI document uses, and a validator for it. */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  contains?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  description?: string;
  /** The document's extension: no two items of the array share this property's value (or these properties' values). */
  'x-unique-by'?: string | string[];
  /** The document's extension: a row (pitchId and instrument) is in the `rows` of one item at most, once. */
  'x-rows-once'?: boolean;
  /** The document's extension: a pitch is in the `bells` (or `chimes`) of one item at most. */
  'x-bells-once'?: boolean;
  /**
   * The document's extension: a rehearsal mark's beat is a bar start of the song's time
   * signatures. Not checked here (it needs the whole song); valid values use beat 0, a bar start always.
   */
  'x-bar-start'?: boolean;
  /** The document's extension: the items are spans (`from` before `to`), no two overlapping. */
  'x-spans'?: boolean;
}

/** Whether items are spans as `x-spans` asks: each ends after it starts, none overlaps another. */
export function areSpans(items: readonly unknown[]): boolean {
  const spans = items
    .map((item) => item as { from?: unknown; to?: unknown })
    .filter((item) => typeof item?.from === 'number' && typeof item.to === 'number')
    .map((item) => ({ from: item.from as number, to: item.to as number }))
    .sort((a, b) => a.from - b.from);
  return spans.every((span, i) => span.from < span.to && (i === 0 || span.from >= spans[i - 1]!.to));
}

/** The value an `x-unique-by` compares: one property's, or several properties' together. */
export function uniqueKey(by: string | string[], item: unknown): string {
  const record = item as Record<string, unknown> | null;
  return JSON.stringify(typeof by === 'string' ? record?.[by] : by.map((property) => record?.[property]));
}

/** The rows an item of an `x-rows-once` list holds, each as one key. */
export function rowKeysOf(item: unknown): string[] {
  const rows = (item as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? rows.map((row) => uniqueKey(['pitchId', 'instrument'], row)) : [];
}

/** Ajv for the document's dialect, with `x-unique-by` checked as the document describes it. */
function makeAjv() {
  const ajv = new Ajv2020({ allErrors: false, strict: true, strictTypes: false, unicodeRegExp: true });
  addFormats(ajv);
  ajv.addKeyword({
    keyword: 'x-unique-by',
    type: 'array',
    schemaType: ['string', 'array'],
    validate: (by: string | string[], data: unknown[]) => {
      const seen = data.map((item) => uniqueKey(by, item));
      return new Set(seen).size === seen.length;
    },
  });
  ajv.addKeyword({
    keyword: 'x-rows-once',
    type: 'array',
    schemaType: 'boolean',
    validate: (_on: boolean, data: unknown[]) => {
      const rows = data.flatMap(rowKeysOf);
      return new Set(rows).size === rows.length;
    },
  });
  ajv.addKeyword({
    keyword: 'x-bells-once',
    type: 'array',
    schemaType: 'boolean',
    validate: (_on: boolean, data: unknown[]) => {
      const pitches = data.flatMap((item) => {
        const place = item as { bells?: unknown; chimes?: unknown } | null;
        const list = (kind: string, value: unknown) =>
          Array.isArray(value) ? value.map((pitch) => `${kind}:${String(pitch)}`) : [];
        return [...list('bell', place?.bells), ...list('chime', place?.chimes)];
      });
      return new Set(pitches).size === pitches.length;
    },
  });
  ajv.addKeyword({ keyword: 'x-bar-start', type: 'number', schemaType: 'boolean', validate: () => true });
  ajv.addKeyword({
    keyword: 'x-spans',
    type: 'array',
    schemaType: 'boolean',
    validate: (_on: boolean, data: unknown[]) => areSpans(data),
  });
  return ajv;
}

const ajv = makeAjv();
const compiled = new Map<JsonSchema, (value: unknown) => boolean>();

/** Whether `value` conforms to `schema` (compiled once per schema object). */
export function conforms(schema: JsonSchema, value: unknown): boolean {
  let check = compiled.get(schema);
  if (!check) {
    const validate = ajv.compile(schema);
    check = (v) => validate(v) as boolean;
    compiled.set(schema, check);
  }
  return check(value);
}

/** Why `value` does not conform, for failure messages. */
export function whyNot(schema: JsonSchema, value: unknown): string {
  const validate = ajv.compile(schema);
  validate(value);
  return ajv.errorsText(validate.errors);
}

/** Types a schema allows, `integer` counting as its own. */
export function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** `base` with `extra`'s keywords added: properties merged one by one, required lists joined. */
export function merge(base: JsonSchema, extra: JsonSchema): JsonSchema {
  const merged: JsonSchema = { ...base, ...extra };
  if (base.properties || extra.properties) {
    const properties: Record<string, JsonSchema> = { ...base.properties };
    for (const [name, schema] of Object.entries(extra.properties ?? {})) {
      properties[name] = properties[name] ? merge(properties[name], schema) : schema;
    }
    merged.properties = properties;
  }
  if (base.required || extra.required) {
    merged.required = [...new Set([...(base.required ?? []), ...(extra.required ?? [])])];
  }
  return merged;
}
