import {
  type AnyApiRoute,
  type ApiAnswer,
  type ApiInput,
  type ApiRoute,
  apiRoutes,
  type RouteName,
  type routes,
  songBodySchema,
} from '@ringalong/contract';
import type { Song } from '@ringalong/song';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from './http-error.ts';
import { requireUser, type SessionUser } from './plugins/session.ts';
import { requireUpgraded } from './songs/access.ts';
import { songFromBody } from './songs/song-body.ts';
import { validate } from './validate.ts';

/** Who is calling: anyone (maybe signed in) where the table says `none`, else a signed-in user. */
type CallerOf<N extends RouteName> = (typeof routes)[N]['auth'] extends 'none'
  ? SessionUser | null
  : SessionUser;

/** The operations whose body is a song (the table's songBodySchema). */
type SongBodyRoute = {
  [N in RouteName]: ApiRoute<N> extends { readonly body: typeof songBodySchema } ? N : never;
}[RouteName];

/** A song body is read as a Song (see `readBody`); any other body as its schema says. */
type BodyOf<N extends RouteName> = N extends SongBodyRoute ? Song : ApiInput<N>['body'];

/** What a handler gets: the request's inputs checked against the table, and who calls. */
export interface ApiContext<N extends RouteName> extends Omit<ApiInput<N>, 'body'> {
  readonly body: BodyOf<N>;
  readonly user: CallerOf<N>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** How the server answers one operation of the table. */
export interface ApiBinding<N extends RouteName> {
  /** Which of the configured per-minute limits the operation counts against, if any. */
  readonly rateLimit?: 'signIn' | 'writes' | 'joins';
  /** Headers every answer carries, refusals included. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The answer (sent with the table's status), or the reply when the handler sent it itself. */
  handle(context: ApiContext<N>): Promise<ApiAnswer<N> | FastifyReply>;
}

/** One binding for every operation of the table: the compiler names any that is missing. */
export type ApiBindings = { readonly [N in RouteName]: ApiBinding<N> };

export const IF_MATCH_REQUIRED_MESSAGE =
  'Saving needs the revision you opened (If-Match header). Reopen the song and try again.';

/** Signs in and plan, as the table's `auth` asks: 401 without a session, 403 without a plan. */
async function caller(app: FastifyInstance, route: AnyApiRoute, request: FastifyRequest) {
  if (route.auth === 'none') return request.user;
  const user = requireUser(request);
  if (route.auth === 'upgraded') await requireUpgraded(app, user);
  return user;
}

/**
 * The request's headers as the table's schema reads them. A conditional header the schema
 * requires (If-Match) but the request lacks is 428 Precondition Required rather than 400.
 */
function readHeaders(route: AnyApiRoute, request: FastifyRequest) {
  if (!route.headers) return undefined;
  const ifMatch = route.headers.shape['if-match'];
  if (ifMatch && ifMatch._zod.optin === undefined && request.headers['if-match'] === undefined) {
    throw httpError(428, IF_MATCH_REQUIRED_MESSAGE);
  }
  return validate(route.headers, request.headers);
}

/**
 * A song body (the table's songBodySchema) is read by songFromBody: the same rules, checked once
 * by the song package with its own messages, and the specification's unversioned export lifted to
 * the current version. Any other body is validated with its schema.
 */
function readBody(route: AnyApiRoute, body: unknown) {
  if (!route.body) return undefined;
  return route.body === songBodySchema ? songFromBody(body) : validate(route.body, body);
}

/** Checks a request against the table (caller, then path, query, headers, body) and answers it. */
function handlerOf(app: FastifyInstance, route: AnyApiRoute, binding: ApiBinding<RouteName>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (binding.headers) reply.headers(binding.headers);
    const user = await caller(app, route, request);
    const context = {
      user,
      params: route.params ? validate(route.params, request.params) : undefined,
      query: route.query ? validate(route.query, request.query) : undefined,
      headers: readHeaders(route, request),
      body: readBody(route, request.body),
      request,
      reply,
    } as ApiContext<RouteName>;
    const answer = await binding.handle(context);
    if (reply.sent) return reply;
    if (route.status) reply.code(route.status);
    return answer;
  };
}

/**
 * Registers every operation of the contract's route table, once, at its method and path (served
 * under /api too by the app's URL rewrite), each with its binding's handler.
 */
export function registerApiRoutes(app: FastifyInstance, bindings: ApiBindings): void {
  for (const route of apiRoutes) {
    const binding = bindings[route.operationId] as ApiBinding<RouteName>;
    const limit = binding.rateLimit && app.config.rateLimits[binding.rateLimit];
    app.route({
      method: route.method,
      url: route.path,
      ...(limit ? { config: { rateLimit: { max: limit, timeWindow: '1 minute' } } } : {}),
      handler: handlerOf(app, route, binding),
    });
  }
}
