import { createSongResponseSchema, routes } from '@ringalong/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, person, songBody } from './fixtures.ts';
import { buildTestApp, makeUpgraded, type TestApp } from './helpers.ts';
import { invalidValue } from './openapi-fuzz/invalid.ts';
import { conforms, type JsonSchema, whyNot } from './openapi-fuzz/schema.ts';
import { validValue } from './openapi-fuzz/valid.ts';

// Every operation of /openapi.json, called with requests generated from the document itself: what
// the document calls valid must not be refused as malformed (400), what it calls invalid must be
// refused (4xx), nothing may fail (5xx), and every answer must match the response the document
// gives for its status. So a client generated from the document works, and the server is as
// strict as the document says.

/** Requests per operation and kind (valid, invalid): about 2,000 in all, some 15 s. */
const RUNS = 60;

interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly schema: JsonSchema;
}
interface Operation {
  readonly operationId: string;
  readonly security: Record<string, unknown>[];
  readonly parameters: Parameter[];
  readonly requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  readonly responses: Record<string, { content?: { 'application/json'?: { schema: JsonSchema } } }>;
}
interface OpenApi {
  readonly paths: Record<string, Record<string, Operation>>;
}

/** One generated request: parameter texts as they travel, and the body (absent when undefined). */
interface Request {
  readonly path: Record<string, string>;
  readonly query: Record<string, string>;
  readonly headers: Record<string, string>;
  readonly body: unknown;
  readonly hasBody: boolean;
  readonly anonymous: boolean;
}

let t: TestApp;
let member: Caller;
/** Signed in without a plan: subscribing goes on to the (local) checkout. */
let newcomer: Caller;
let subscriptionId: string;
let doc: OpenApi;
/** Song ids worth asking about: demo songs and the member's own, so requests reach past 404. */
const knownIds: number[] = [];

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { signIn: 100_000, writes: 100_000, joins: 100_000 } });
  member = await person(t, 'Fuzzer', false);
  newcomer = await person(t, 'Newcomer', false);
  subscriptionId = await makeUpgraded(t.db, member.id);
  doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApi;
  const demo = (await call(t, { method: 'GET', url: '/songs/public' })).json() as {
    songs: { song_id: number }[];
  };
  knownIds.push(...demo.songs.map((song) => song.song_id));
  for (const title of ['Fuzz One', 'Fuzz Two']) {
    const created = await call(t, { method: 'POST', url: '/songs', as: member, payload: songBody(title) });
    knownIds.push(createSongResponseSchema.parse(created.json()).song_id);
  }
});
afterAll(() => t.close());

/** The text a client writes for a parameter value (OpenAPI's simple and form styles). */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Whether a parameter's text stands for a value its schema accepts, as a client would write it. */
function parameterConforms(schema: JsonSchema, text: string): boolean {
  if (schema.type === 'integer' || schema.type === 'number') {
    const number = Number(text);
    return text !== '' && String(number) === text && conforms(schema, number);
  }
  if (schema.type === 'boolean')
    return (text === 'true' || text === 'false') && conforms(schema, text === 'true');
  return conforms(schema, text);
}

/** Valid values, with the ids and revisions that exist mixed in. */
function validParameter(parameter: Parameter): fc.Arbitrary<string> {
  const generated = validValue(parameter.schema).map(asText);
  // Song ids where the path takes them (a room's code is no number).
  if (parameter.name === 'id' && parameterConforms(parameter.schema, String(knownIds[0])))
    return fc.oneof(
      generated,
      fc.nat().map((i) => String(knownIds[i % knownIds.length])),
    );
  if (parameter.name === 'If-Match') return fc.oneof(generated, fc.constantFrom('"1"', '"2"'));
  return generated;
}

function invalidParameter(parameter: Parameter): fc.Arbitrary<string> {
  const odd = fc.constantFrom(
    '',
    ' 1',
    '1 ',
    '0x10',
    '1e3',
    '2.5',
    '-1',
    'yes',
    'TRUE',
    '\u0000',
    'a\u0000b',
  );
  return fc
    .oneof(invalidValue(parameter.schema).map(asText), odd)
    .filter((text) => !parameterConforms(parameter.schema, text));
}

function validBody(operation: Operation): fc.Arbitrary<unknown> {
  const schema = operation.requestBody!.content['application/json'].schema;
  // The member's real subscription now and then, so cancel and resume get past 404.
  if (operation.operationId === 'unsubscribe' || operation.operationId === 'resumeSubscription') {
    return fc.oneof(validValue(schema), fc.constant({ subscriptionId }));
  }
  return validValue(schema);
}

/** Bodies the document refuses (the validator confirms each). */
const invalidBody = (schema: JsonSchema) => invalidValue(schema).filter((value) => !conforms(schema, value));

/** A part of the request left out (`null` is a body of its own). */
const ABSENT = Symbol('absent');
const sometimesAbsent = <T>(arbitrary: fc.Arbitrary<T>, freq = 5) =>
  fc.option(arbitrary, { nil: ABSENT, freq });

function requestArbitrary(operation: Operation, mode: 'valid' | 'invalid'): fc.Arbitrary<Request> {
  const parameters = operation.parameters;
  const body = operation.requestBody;
  const bodySchema = body?.content['application/json'].schema;
  const mayBeAnonymous = operation.security.some((requirement) => Object.keys(requirement).length === 0);
  // The part to break when invalid: a parameter (by index) or the body (-1).
  const breakable = [...parameters.keys(), ...(body ? [-1] : [])];
  const none = fc.constant<typeof ABSENT>(ABSENT);
  return fc
    .record({
      broken: mode === 'invalid' ? fc.constantFrom(...breakable) : fc.constant(null),
      // Optional parts are left out now and then; a required one only to break the request.
      values: fc.tuple(
        ...parameters.map((p) => (p.required ? validParameter(p) : sometimesAbsent(validParameter(p), 2))),
      ),
      badValues: fc.tuple(
        ...parameters.map((p) => (p.required ? sometimesAbsent(invalidParameter(p)) : invalidParameter(p))),
      ),
      body: !body ? none : body.required ? validBody(operation) : sometimesAbsent(validBody(operation), 2),
      badBody: !bodySchema
        ? none
        : body?.required
          ? sometimesAbsent(invalidBody(bodySchema))
          : invalidBody(bodySchema),
      anonymous: mayBeAnonymous ? fc.boolean() : fc.constant(false),
    })
    .map(({ broken, values, badValues, body: goodBody, badBody, anonymous }) => {
      const request: Request = {
        path: {},
        query: {},
        headers: {},
        body: undefined,
        hasBody: false,
        anonymous,
      };
      parameters.forEach((parameter, i) => {
        const text = broken === i ? badValues[i] : values[i];
        if (typeof text !== 'string') return; // left out
        const where = { path: request.path, query: request.query, header: request.headers }[parameter.in];
        where[parameter.name] = text;
      });
      const sent = broken === -1 ? badBody : goodBody;
      return sent === ABSENT ? request : { ...request, body: sent, hasBody: true };
    });
}

async function send(method: string, path: string, operation: Operation, request: Request) {
  let url = path.replace(/\{(\w+)\}/g, (_all, name: string) => encodeURIComponent(request.path[name] ?? ''));
  const query = new URLSearchParams(request.query).toString();
  if (query) url += `?${query}`;
  // Logging out would end the member's session for every later request.
  const anonymous = request.anonymous || operation.operationId === 'logout';
  return call(t, {
    method: method.toUpperCase() as 'GET',
    url,
    as: anonymous ? null : operation.operationId === 'subscribe' ? newcomer : member,
    headers: {
      ...request.headers,
      ...(request.hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(request.hasBody ? { payload: JSON.stringify(request.body) } : {}),
  });
}

function checkAnswer(
  operation: Operation,
  response: LightMyRequestResponse,
  mode: 'valid' | 'invalid',
  request: Request,
) {
  const status = response.statusCode;
  const said = `${operation.operationId} (${mode}) answered ${status} ${response.body.slice(0, 300)} to ${JSON.stringify(request).slice(0, 600)}`;
  expect(status < 500, said).toBe(true);
  if (mode === 'valid') expect([400, 413, 415], said).not.toContain(status);
  else expect(status >= 400 && status < 500, said).toBe(true);
  const documented = operation.responses[String(status)] ?? operation.responses.default;
  const schema = documented?.content?.['application/json']?.schema;
  expect(schema, `${said}: no documented answer`).toBeDefined();
  const body: unknown = response.json();
  expect(conforms(schema!, body), `${said}: ${whyNot(schema!, body)}`).toBe(true);
  if (operation.operationId === 'createSong' && status === 201) {
    knownIds.push((body as { song_id: number }).song_id);
  }
}

const operations = Object.values(routes).map((def) => ({
  method: def.method.toLowerCase(),
  path: def.path.replace(':id', '{id}'),
}));

describe('the OpenAPI document and the server agree', () => {
  it('the document describes every route of the contract, and only those', () => {
    const described = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(described.sort()).toEqual(operations.map(({ method, path }) => `${method} ${path}`).sort());
  });

  it.each(operations)(
    '$method $path: valid requests are served, invalid ones refused, answers as documented',
    async ({ method, path }) => {
      const operation = doc.paths[path]![method]!;
      const modes =
        operation.parameters.length > 0 || operation.requestBody
          ? (['valid', 'invalid'] as const)
          : (['valid'] as const);
      for (const mode of modes) {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(operation, mode), async (request) => {
            checkAnswer(operation, await send(method, path, operation, request), mode, request);
          }),
          { numRuns: RUNS },
        );
      }
    },
    // Song bodies are the largest documents to generate (five versions, marks, expression): some
    // 10 s on a quiet machine and three times that under load. A guard against a hang, not a speed check.
    120_000,
  );
});
