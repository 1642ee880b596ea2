import * as z from 'zod/mini';
import { apiErrorSchema, staleRevisionErrorSchema } from './common.ts';
import { documented } from './openapi-metadata.ts';
import { type AnyApiRoute, apiRoutes } from './route-table.ts';
import type { RouteName } from './routes.ts';

const AUTH_NOTE = {
  none: 'Anyone.',
  user: 'A signed-in user.',
  upgraded: 'A signed-in user with an upgraded plan.',
};

type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema 2020-12, the dialect of OpenAPI 3.1. Inputs are described as the server reads them:
 * bodies as sent; path, query and header values by what their text must spell (an integer, a
 * boolean, a string of a pattern).
 */
const schemaOf = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    metadata: documented,
  });
  return json;
};

/** `if-match` -> `If-Match`: header names as people write them (HTTP compares them case-blind). */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_all, dash, letter) => dash + letter.toUpperCase());

function parametersOf(schema: z.ZodMiniObject | undefined, where: 'path' | 'query' | 'header') {
  if (!schema) return [];
  const json = schemaOf(schema, 'output') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, value]) => ({
    name: where === 'header' ? headerName(name) : name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: value,
  }));
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const ETAG = {
  ETag: { description: 'The song revision, as If-Match takes it: "3".', schema: { type: 'string' } },
};

/** Answers a route may give besides its success and the generic error, with what they carry. */
const OTHER_ANSWERS: Partial<Record<RouteName, Record<string, object>>> = {
  saveSong: {
    '412': {
      description:
        'The song changed since the revision named by If-Match; ETag and `revision` name the current one.',
      headers: ETAG,
      content: json(schemaOf(staleRevisionErrorSchema, 'output')),
    },
    '428': { description: 'If-Match is missing.', content: json(schemaOf(apiErrorSchema, 'output')) },
  },
  createSong: {
    '422': {
      description: 'The Idempotency-Key was used in the last day for a different request.',
      content: json(schemaOf(apiErrorSchema, 'output')),
    },
    '410': {
      description: 'The song the Idempotency-Key made in the last day has been deleted since.',
      content: json(schemaOf(apiErrorSchema, 'output')),
    },
  },
};

/** Routes whose success answer carries the song revision as ETag. */
const WITH_ETAG = new Set<RouteName>(['getSong', 'createSong', 'saveSong']);

export interface OpenApiOperation {
  readonly operationId: string;
  readonly parameters: readonly object[];
  readonly requestBody?: object;
  readonly responses: Record<string, object>;
  readonly [keyword: string]: unknown;
}

function operation(route: AnyApiRoute): OpenApiOperation {
  const { operationId: name, body } = route;
  return {
    operationId: name,
    description: AUTH_NOTE[route.auth],
    // Anyone may call a route open to all, signed in or not; the others need the session cookie.
    security: route.auth === 'none' ? [{}, { session: [] }] : [{ session: [] }],
    parameters: [
      ...parametersOf(route.params, 'path'),
      ...parametersOf(route.query, 'query'),
      ...parametersOf(route.headers, 'header'),
    ],
    ...(body
      ? {
          requestBody: {
            // A body the route can do without has a default (or is optional) in the contract.
            required: body._zod.optin === undefined,
            content: json(schemaOf(body, 'input')),
          },
        }
      : {}),
    responses: {
      [String(route.status ?? 200)]: {
        description: 'Success',
        ...(WITH_ETAG.has(name) ? { headers: ETAG } : {}),
        content: json(schemaOf(route.response, 'output')),
      },
      ...OTHER_ANSWERS[name],
      default: { description: 'Error', content: json(schemaOf(apiErrorSchema, 'output')) },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the route table (route-table.ts), for people and tools; the table,
 * which the server registers its routes from and validates with, stays the source.
 */
export function openApiDocument(serverUrl = '/', sessionCookie = 'ringalong_session') {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const route of apiRoutes) {
    const path = route.path.replace(':id', '{id}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ringalong API',
      version: '1',
      description:
        'JSON over HTTP. Writes from a browser must come from our own pages (Origin); other clients ' +
        'send no Origin. A JSON body holding a `__proto__` or `constructor.prototype` key anywhere is ' +
        'refused (400). Every error answers the same error object with its status.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookie,
          description:
            'The session cookie that signing in (POST /auth/sign-in, then GET /auth/callback) sets.',
        },
      },
    },
    paths,
  };
}
