import { describe, expect, it } from 'vitest';
import { routeInputs } from './inputs.ts';
import { openApiDocument } from './openapi.ts';
import { apiRoute, apiRoutes } from './route-table.ts';
import { routes } from './routes.ts';

describe('the route table', () => {
  it('holds every operation once, each at a method and path of its own', () => {
    expect(apiRoutes.map((route) => route.operationId)).toEqual(Object.keys(routes));
    const addresses = apiRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('gives each operation its answer and what it accepts', () => {
    const save = apiRoute('saveSong');
    expect(save).toMatchObject({ method: 'PUT', path: '/songs/:id', auth: 'upgraded' });
    expect(save.response).toBe(routes.saveSong.response);
    expect(save.params).toBe(routeInputs.saveSong.params);
    expect(save.headers).toBe(routeInputs.saveSong.headers);
    expect(save.body).toBe(routeInputs.saveSong.body);
    expect(apiRoute('me')).not.toHaveProperty('body');
  });

  it('is what the OpenAPI document describes, operation for operation', () => {
    const documented = Object.entries(openApiDocument().paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) =>
          `${operation.operationId} ${method.toUpperCase()} ${path.replace('{id}', ':id')}`,
      ),
    );
    const table = apiRoutes.map((route) => `${route.operationId} ${route.method} ${route.path}`);
    expect(documented.sort()).toEqual(table.sort());
  });
});
