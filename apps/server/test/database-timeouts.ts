import { DATABASE_TIMEOUTS, type DatabaseTimeouts } from '../src/db/postgres-pool.ts';

/**
 * PostgreSQL's bounds in tests: hang guards, set wide. Production's (DATABASE_TIMEOUTS: 1 s to
 * connect, 1 s a statement) failed tests beside another suite at a load of 20, where opening a
 * connection took longer, and the pool refused every query until its probe got through. Tests
 * whose subject is those bounds (test/postgres/) use production's.
 */
export const TEST_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  ...DATABASE_TIMEOUTS,
  connectMs: 15_000,
  statementMs: 15_000,
  answerMs: 20_000,
  idleInTransactionMs: 30_000,
};
