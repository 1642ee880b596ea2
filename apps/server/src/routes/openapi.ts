import { openApiDocument } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';

/** The API description, generated from the contract's route table. */
export async function openApiRoute(app: FastifyInstance): Promise<void> {
  const document = openApiDocument(app.prefix || '/');
  app.get('/openapi.json', async () => document);
}
