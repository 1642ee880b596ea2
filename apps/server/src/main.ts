import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { sweepSessions } from './plugins/session.ts';

/** How long a signalled server may take to close before it exits anyway. */
const CLOSE_DEADLINE_MS = 30_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Most often the database is unreachable or the port is taken: say so in one line.
    console.error(`Ringalong could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const signIn = config.oidc ? config.oidc.issuer : `local provider at ${config.publicUrl}/oidc`;
  app.log.info(`Ringalong at ${config.publicUrl} (database: ${where}; sign-in: ${signIn})`);

  const sweep = setInterval(
    () => sweepSessions(app.db).catch((err) => app.log.warn({ err }, 'session sweep failed')),
    3600_000,
  );
  sweep.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      // Requests in flight get their answers, the database its clean close; a close that never
      // ends (a connection that will not finish) must not keep a deploy or a test waiting.
      setTimeout(() => {
        // Said on stderr whatever the log level: a deploy should see why the exit code is 1.
        console.error(
          `Ringalong was still closing ${CLOSE_DEADLINE_MS / 1000} s after ${signal}: exiting now`,
        );
        process.exit(1);
      }, CLOSE_DEADLINE_MS).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(
            `Ringalong could not close cleanly: ${error instanceof Error ? error.message : String(error)}`,
          );
          process.exit(1);
        },
      );
    });
  }
}

await main();
