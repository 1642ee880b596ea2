import { describe, expect, it } from 'vitest';
import { routeInputs } from './inputs.ts';
import { openApiDocument } from './openapi.ts';
import { routes } from './routes.ts';

describe('openApiDocument', () => {
  it('describes every route of the table with its method', () => {
    const doc = openApiDocument('/api');
    for (const def of Object.values(routes)) {
      const path = doc.paths[def.path.replace(':id', '{id}')];
      expect(path?.[def.method.toLowerCase()]).toBeDefined();
    }
  });

  it('documents the song body with its limits', () => {
    const save = openApiDocument().paths['/songs/{id}']?.put as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
    };
    const song = save.requestBody.content['application/json'].schema;
    expect(Object.keys(song.properties)).toEqual(
      expect.arrayContaining(['meta', 'staves', 'timeSignatures']),
    );
  });

  it('checks the id of every route whose path names one', () => {
    for (const [name, def] of Object.entries(routes)) {
      const input = (routeInputs as Record<string, { params?: unknown }>)[name];
      expect(input?.params !== undefined, name).toBe(def.path.includes(':id'));
    }
  });

  it('describes the handed-over song of the plan answer', () => {
    const plan = openApiDocument().paths['/users/plan']?.get as {
      responses: Record<
        string,
        {
          content: {
            'application/json': { schema: { properties: Record<string, { description?: string }> } };
          };
        }
      >;
    };
    const fields = plan.responses['200']?.content['application/json'].schema.properties;
    expect(fields?.handedOverSong?.description).toMatch(/adopts this record/);
  });
});
