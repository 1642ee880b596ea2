import * as z from 'zod/mini';
import { planResponseSchema } from './billing.ts';
import { apiErrorSchema } from './common.ts';
import { type RouteInput, routeInputs, unversionedSongSchema } from './inputs.ts';
import { type RouteDef, type RouteName, routes } from './routes.ts';

const AUTH_NOTE = {
  none: 'Anyone.',
  user: 'A signed-in user.',
  upgraded: 'A signed-in user with an upgraded plan.',
};

/**
 * Field descriptions for people reading the document. They are kept here, not on the schemas
 * (z.describe), so the app, which loads the schemas but never this document, need not load
 * zod's registry.
 */
const described = z.registry<{ description: string }>();
described.add(planResponseSchema.shape.handedOverSong, {
  description:
    'The private song saved from the song sent with PUT /users/subscribe when access started; ' +
    'kept only if that song had a note or a title other than the default. A client holding the ' +
    'same song adopts this record so its next save updates it instead of creating a copy.',
});
described.add(unversionedSongSchema, {
  description:
    "The specification's exported song, without a version. Accepted and lifted to version 1; its " +
    'title is cleaned by the export rule (trimmed, letters, digits and spaces, at most 60 characters; ' +
    "empty becomes 'New Song' and six random digits) and missing time signatures become 4/4 at beat 0.",
});

const schemaOf = (schema: z.core.$ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0', metadata: described });

function parameters(input: RouteInput) {
  const list: object[] = [];
  if (input.params)
    list.push({ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });
  if (input.query) {
    const query = schemaOf(input.query, 'input') as { properties?: Record<string, object> };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      list.push({ name, in: 'query', required: false, schema });
    }
  }
  return list;
}

/** The OpenAPI 3 document of the route table, for people and tools; the route table stays the source. */
export function openApiDocument(serverUrl = '/') {
  const paths: Record<string, Record<string, object>> = {};
  for (const [name, def] of Object.entries(routes) as [RouteName, RouteDef][]) {
    const input: RouteInput = name in routeInputs ? routeInputs[name as keyof typeof routeInputs] : {};
    const path = def.path.replace(':id', '{id}');
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = {
      operationId: name,
      description: AUTH_NOTE[def.auth],
      parameters: parameters(input),
      ...(input.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemaOf(input.body, 'input') } },
            },
          }
        : {}),
      responses: {
        [String(def.status ?? 200)]: {
          description: 'Success',
          content: { 'application/json': { schema: schemaOf(def.response, 'output') } },
        },
        default: {
          description: 'Error',
          content: { 'application/json': { schema: schemaOf(apiErrorSchema, 'output') } },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Ringalong API', version: '1' },
    servers: [{ url: serverUrl }],
    paths,
  };
}
