import { apiErrorSchema } from '@ringalong/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/index.ts';
import { rateLimitHits } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// The documented limits hold per client whatever address the API is called at (/ or /api) and
// however many instances serve it: the counts live in the database.

const SIGN_INS = 3;

let t: TestApp;
/** A second instance of the app on the same database (its own connection pool on PostgreSQL). */
let second: FastifyInstance;
let secondDatabase: Database | null = null;

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { signIn: SIGN_INS, writes: 100, joins: 1000 } });
  const { config, database } = t.app;
  if (database.engine === 'postgres') secondDatabase = await openDatabase(config);
  second = await buildApp(config, { database: secondDatabase ?? database, webDist: '/nonexistent/dist' });
});
afterAll(async () => {
  await second.close();
  await secondDatabase?.close();
  await t.close();
});

const signInAt = (app: FastifyInstance, url: string, ip: string) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', origin: t.baseUrl },
    payload: '{}',
  });

describe('rate limits', () => {
  it('count /auth/sign-in and /api/auth/sign-in against one budget', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < SIGN_INS; i++)
      expect((await signInAt(t.app, '/auth/sign-in', ip)).statusCode).toBe(200);
    const limited = await signInAt(t.app, '/api/auth/sign-in', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(apiErrorSchema.parse(limited.json()).message).toMatch(/Too many requests/);
  });

  it('are shared by two instances on one database', async () => {
    const ip = '192.0.2.20';
    expect((await signInAt(t.app, '/auth/sign-in', ip)).statusCode).toBe(200);
    expect((await signInAt(second, '/auth/sign-in', ip)).statusCode).toBe(200);
    expect((await signInAt(t.app, '/api/auth/sign-in', ip)).statusCode).toBe(200);
    expect((await signInAt(second, '/api/auth/sign-in', ip)).statusCode).toBe(429);
    expect((await signInAt(t.app, '/auth/sign-in', ip)).statusCode).toBe(429);
  });

  it('keep clients apart, and let a client in again once its window has ended', async () => {
    const ip = '192.0.2.30';
    for (let i = 0; i < SIGN_INS; i++) await signInAt(second, '/auth/sign-in', ip);
    expect((await signInAt(second, '/auth/sign-in', ip)).statusCode).toBe(429);
    expect((await signInAt(second, '/auth/sign-in', '192.0.2.31')).statusCode).toBe(200);
    await t.db
      .update(rateLimitHits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimitHits.key} like ${`%${ip}`}`);
    expect((await signInAt(t.app, '/auth/sign-in', ip)).statusCode).toBe(200);
    expect((await signInAt(second, '/auth/sign-in', ip)).statusCode).toBe(200);
  });
});
