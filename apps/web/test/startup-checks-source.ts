/**
 * Makes `src/api/startup-checks.gen.ts`: the checks of the answers the app reads on start (who is
 * signed in, the library, the plan), compiled by Ajv from the contract's own schemas (zod, as JSON
 * Schema) into plain functions. The start-up code then checks those answers without zod (7 KB
 * gzip before any interaction); every other answer is checked by zod, loaded on first use.
 * `startup-checks.test.ts` fails when the file is not what this makes; rewrite it with
 * `node --import tsx apps/web/test/startup-checks-source.ts --write`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { meResponseSchema, planResponseSchema, songListResponseSchema } from '@ringalong/contract/client';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import * as z from 'zod/mini';

export const STARTUP_ANSWERS = {
  me: meResponseSchema,
  songList: songListResponseSchema,
  plan: planResponseSchema,
} as const;

export const GENERATED_PATH = fileURLToPath(new URL('../src/api/startup-checks.gen.ts', import.meta.url));

export function startupChecksSource(): string {
  const ajv = new Ajv({
    code: { source: true, esm: true, lines: false },
    strict: true,
    allErrors: false,
    messages: false,
    removeAdditional: true,
  });
  const exports: Record<string, string> = {};
  for (const [name, schema] of Object.entries(STARTUP_ANSWERS)) {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    ajv.addSchema({ ...json, $id: name });
    exports[name] = name;
  }
  const code = standaloneCode(ajv, exports);
  return [
    '// @ts-nocheck',
    "// Made by apps/web/test/startup-checks-source.ts from the contract's schemas; do not edit.",
    code,
    '',
  ].join('\n');
}

if (process.argv.includes('--write')) {
  writeFileSync(GENERATED_PATH, startupChecksSource());
  console.log(`wrote ${GENERATED_PATH}`);
}
