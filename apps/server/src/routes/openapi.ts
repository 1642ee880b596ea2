import { openApiDocument } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, cameUnderPrefix } from '../api-prefix.ts';
import { sessionCookieName } from '../plugins/session.ts';

/** The API description, generated from the contract's route table; its server is where it was asked. */
export async function openApiRoute(app: FastifyInstance): Promise<void> {
  const cookie = sessionCookieName(app.config);
  const atRoot = openApiDocument('/', cookie);
  const underPrefix = openApiDocument(API_PREFIX, cookie);
  app.get('/openapi.json', async (request) => (cameUnderPrefix(request.originalUrl) ? underPrefix : atRoot));
}
