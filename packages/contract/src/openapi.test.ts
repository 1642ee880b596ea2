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

  type SongBody = {
    anyOf: { properties: Record<string, unknown>; required: string[]; description?: string }[];
  };
  const songBodyOf = (path: string, method: string) => {
    const operation = openApiDocument().paths[path]?.[method] as
      | { requestBody: { content: { 'application/json': { schema: SongBody } } } }
      | undefined;
    if (!operation) throw new Error(`${method} ${path} is not documented`);
    return operation.requestBody.content['application/json'].schema;
  };

  it('documents the song body with its limits', () => {
    const [current] = songBodyOf('/songs/{id}', 'put').anyOf;
    expect(Object.keys(current?.properties ?? {})).toEqual(
      expect.arrayContaining(['version', 'meta', 'staves', 'timeSignatures']),
    );
    expect(current?.required).toContain('version');
  });

  it("lets every song route take the specification's export without a version, as the server does", () => {
    for (const [path, method] of [
      ['/songs', 'post'],
      ['/songs/{id}', 'put'],
      ['/users/subscribe', 'put'],
    ] as const) {
      const unversioned = songBodyOf(path, method).anyOf.find(
        (branch) => !branch.required.includes('version'),
      );
      expect(unversioned?.required, `${method} ${path}`).toEqual(['staves']);
      expect(unversioned?.description).toMatch(/title is cleaned by the export rule/);
    }
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

describe('what the document says about requests', () => {
  const doc = openApiDocument('/', 'ringalong_session');
  type Operation = {
    security: Record<string, unknown>[];
    parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  };
  const operation = (path: string, method: string) => doc.paths[path]?.[method] as unknown as Operation;

  it('names the session cookie, and which operations need it', () => {
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(operation('/songs', 'post').security).toEqual([{ session: [] }]);
    expect(operation('/songs/public', 'get').security).toContainEqual({});
  });

  it('documents If-Match on saves, Idempotency-Key on creates, and the id range', () => {
    const save = operation('/songs/{id}', 'put');
    expect(save.parameters.find((p) => p.in === 'header')).toMatchObject({
      name: 'If-Match',
      required: true,
    });
    expect(save.parameters.find((p) => p.in === 'path')?.schema).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 2_147_483_647,
    });
    const create = operation('/songs', 'post');
    expect(create.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', required: false }),
    );
  });

  it('types boolean query words as booleans', () => {
    const query = operation('/songs', 'get').parameters.filter((p) => p.in === 'query');
    expect(query.find((p) => p.name === 'is_public')?.schema).toEqual({ type: 'boolean' });
  });
});
