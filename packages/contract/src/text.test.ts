import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type RouteInput, routeInputs } from './inputs.ts';
import { openApiDocument } from './openapi.ts';
import { booleanText, text, wholeNumberText } from './text.ts';

type Node = Record<string, unknown>;

/** Every schema node of a JSON Schema (properties, items, anyOf, ...), depth first. */
function* nodes(schema: unknown): Generator<Node> {
  if (Array.isArray(schema)) {
    for (const item of schema) yield* nodes(item);
    return;
  }
  if (typeof schema !== 'object' || schema === null) return;
  yield schema as Node;
  for (const value of Object.values(schema)) yield* nodes(value);
}

/** A string node refuses NUL when one of its patterns (its own or in an allOf) does, or it is an enum of names without one. */
const refusesNul = (node: Node) =>
  (Array.isArray(node.enum) &&
    node.enum.every((name) => typeof name === 'string' && !name.includes('\u0000'))) ||
  [node, ...((node.allOf as Node[] | undefined) ?? [])].some(
    (part) => typeof part.pattern === 'string' && !new RegExp(part.pattern, 'u').test('a\u0000b'),
  );

describe('text inputs', () => {
  it('every string any route accepts, in a path, query, header or body, refuses a NUL character', () => {
    const doc = openApiDocument();
    let strings = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const inputs = [operation.parameters, 'requestBody' in operation ? operation.requestBody : null];
        for (const node of nodes(inputs)) {
          if (node.type !== 'string') continue;
          strings++;
          expect(refusesNul(node), `${method} ${path}: ${JSON.stringify(node)}`).toBe(true);
        }
      }
    }
    expect(strings).toBeGreaterThan(5);
  });

  it('and the schemas the server validates with refuse it too', () => {
    const inputs = routeInputs as Record<string, RouteInput>;
    expect(z.safeParse(inputs.publicSongs!.query!, { text: 'a\u0000' }).success).toBe(false);
    expect(z.safeParse(inputs.signIn!.body!, { returnTo: '/\u0000' }).success).toBe(false);
    expect(z.safeParse(inputs.unsubscribe!.body!, { subscriptionId: 'sub_\u0000' }).success).toBe(false);
    expect(z.safeParse(inputs.createSong!.body!, { meta: { title: '\u0000' }, staves: [] }).success).toBe(
      false,
    );
    expect(z.parse(text(5), 'ok')).toBe('ok');
  });
});

describe('numbers and booleans written as text', () => {
  it('read decimal digits only, within range', () => {
    const bound = wholeNumberText(0, 128);
    expect(z.parse(bound, '0')).toBe(0);
    expect(z.parse(bound, '128')).toBe(128);
    for (const odd of ['', ' 5', '5 ', '0x10', '1e2', '2.0', '-1', '129', '99999999999']) {
      expect(z.safeParse(bound, odd).success, JSON.stringify(odd)).toBe(false);
    }
  });

  it("take exactly 'true' and 'false'", () => {
    expect(z.parse(booleanText(), 'true')).toBe(true);
    expect(z.parse(booleanText(), 'false')).toBe(false);
    for (const odd of ['', 'TRUE', '1', 'yes', 'on', 'false ']) {
      expect(z.safeParse(booleanText(), odd).success, odd).toBe(false);
    }
  });
});
