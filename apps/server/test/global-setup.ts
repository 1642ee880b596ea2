import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder with every migration applied, closed: copied, never opened (test/fresh-database.ts). */
    pgliteTemplate: string;
  }
}

/**
 * Once per run, before any test file: PGlite's first creation (initdb in WebAssembly, then every
 * migration) costs seconds, and tens of seconds on a loaded 2-core machine, while reopening a
 * copy of a closed data folder takes a fraction of a second. Every app and test on PGlite gets a
 * copy of this folder of its own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'ringalong-pglite-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  project.provide('pgliteTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
