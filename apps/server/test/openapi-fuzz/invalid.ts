/**
 * fast-check arbitraries for values a JSON Schema refuses: a valid value with one thing broken
 * somewhere inside (a wrong type, a number out of range, a NUL in a string, a missing or unknown
 * property, a repeated key, a missing beat-0 item...). The caller keeps only those the validator
 * itself refuses, so the document stays the judge of what is invalid.
 */
import fc from 'fast-check';
import { conforms, type JsonSchema, merge, typesOf } from './schema.ts';
import { validValue } from './valid.ts';

/** A value of another JSON type than the schema allows. */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const allows = (type: string) =>
    types.length === 0 || types.includes(type) || (type === 'integer' && types.includes('number'));
  const candidates: fc.Arbitrary<unknown>[] = [];
  if (!allows('string')) candidates.push(fc.constantFrom('', '1', 'true', 'x'));
  if (!allows('number')) candidates.push(fc.constantFrom(0, 1, -1, 2.5));
  if (!allows('boolean')) candidates.push(fc.boolean());
  if (!allows('null')) candidates.push(fc.constant(null));
  if (!allows('array')) candidates.push(fc.constant([]));
  if (!allows('object')) candidates.push(fc.constant({}));
  return candidates.length > 0 ? fc.oneof(...candidates) : fc.constant(Symbol.for('none'));
}

function brokenString(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const broken: fc.Arbitrary<unknown>[] = [
    // Every input pattern refuses NUL; PostgreSQL cannot store it.
    validValue(schema).map((text) => `${String(text)}\u0000`),
  ];
  if (schema.maxLength !== undefined) broken.push(fc.constant('a'.repeat(schema.maxLength + 1)));
  if (schema.minLength) broken.push(fc.constant(''));
  if (schema.pattern)
    broken.push(fc.constantFrom(' ', ' a', 'a ', '!', '<b>', '\t', '//evil.example', '\u00a0'));
  return broken;
}

function brokenNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown>[] {
  const broken: fc.Arbitrary<unknown>[] = [];
  if (schema.minimum !== undefined) broken.push(fc.constantFrom(schema.minimum - 1, schema.minimum - 0.5));
  if (schema.exclusiveMinimum !== undefined) broken.push(fc.constant(schema.exclusiveMinimum));
  if (schema.maximum !== undefined) broken.push(fc.constantFrom(schema.maximum + 1, schema.maximum * 10 + 1));
  if (integer) broken.push(fc.constantFrom(0.5, 1.25, 2 ** 53 + 0.5));
  return broken;
}

function brokenObject(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const properties = Object.entries(schema.properties ?? {});
  const valid = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const broken: fc.Arbitrary<unknown>[] = [];
  for (const name of schema.required ?? []) {
    broken.push(valid.map(({ [name]: _dropped, ...rest }) => rest));
  }
  if (schema.additionalProperties === false) broken.push(valid.map((value) => ({ ...value, unexpected: 1 })));
  for (const [name, property] of properties) {
    broken.push(fc.tuple(valid, invalidValue(property)).map(([value, bad]) => ({ ...value, [name]: bad })));
  }
  return broken;
}

function brokenArray(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const items = schema.items ?? {};
  const valid = validValue(schema) as fc.Arbitrary<unknown[]>;
  const broken: fc.Arbitrary<unknown>[] = [
    fc.tuple(valid, invalidValue(items), fc.nat()).map(([list, bad, at]) => {
      const copy = [...list];
      copy.splice(at % (copy.length + 1), 0, bad);
      return copy;
    }),
  ];
  if (schema.minItems) broken.push(fc.constant([]));
  if (schema.maxItems !== undefined && schema.maxItems < 10) {
    const tooMany = schema.maxItems + 1;
    broken.push(fc.array(validValue(items), { minLength: tooMany, maxLength: tooMany }));
  }
  if (schema['x-unique-by'] && (schema.maxItems ?? 2) >= 2) {
    // The same key twice.
    const some = validValue({ ...schema, minItems: Math.max(1, schema.minItems ?? 0) }) as fc.Arbitrary<
      unknown[]
    >;
    broken.push(some.map((list) => [...list, list[0]]));
  }
  if (schema['x-spans']) {
    // A span laid over the first.
    const some = validValue({ ...schema, minItems: Math.max(1, schema.minItems ?? 0) }) as fc.Arbitrary<
      unknown[]
    >;
    broken.push(some.map((list) => [...list, list[0]]));
  }
  if (schema.contains) {
    const contains = schema.contains;
    const without = validValue(items).filter((item) => !conforms(contains, item));
    broken.push(fc.array(without, { minLength: 1, maxLength: 3 }));
  }
  return broken;
}

/** Values `schema` is meant to refuse (the caller confirms with the validator). */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) {
    const { anyOf, ...base } = schema;
    return fc.oneof(...anyOf.map((branch) => invalidValue(merge(base, branch))));
  }
  const broken: fc.Arbitrary<unknown>[] = [wrongType(schema)];
  if ('const' in schema || schema.enum) broken.push(fc.constantFrom('other', 12345, false));
  for (const type of typesOf(schema)) {
    if (type === 'string') broken.push(...brokenString(schema));
    if (type === 'integer' || type === 'number') broken.push(...brokenNumber(schema, type === 'integer'));
    if (type === 'object') broken.push(...brokenObject(schema));
    if (type === 'array') broken.push(...brokenArray(schema));
  }
  return fc.oneof(...broken).filter((value) => value !== Symbol.for('none'));
}
