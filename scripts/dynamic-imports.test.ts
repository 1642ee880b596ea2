/**
 * The web app's code loaded on first use stays a few deliberate chunks (docs/architecture.md,
 * 'Chunks'): at most MAX_IMPORTS runtime `import()` calls in apps/web/src, each the one loader of a
 * `*.chunk.ts(x)` file. Counted with a TypeScript parser (Rolldown's, the one Vite builds with),
 * so a type (`typeof import('x')`), a comment or a string does not count; the tests beside the sources are not shipped and do not
 * either. Failing names every call, so the next split is a choice: merge, or raise the cap here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../apps/web/src');
/** The goal (issue 26): the app, the server flows, the editor, the dialogs, the sound, the music files, the engraver, offline. */
const MAX_IMPORTS = 8;

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(dir, file));
}

interface Node {
  readonly type?: string;
  readonly start?: number;
  readonly end?: number;
}

/** Each `import(...)` call expression of one file, as `path:line import('target')`. */
function dynamicImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const program = parseAst(text, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file);
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const node = value as Node;
    if (node.type === 'ImportExpression' && node.start !== undefined && node.end !== undefined) {
      const line = text.slice(0, node.start).split('\n').length;
      found.push(`${relative(SRC, file)}:${line} ${text.slice(node.start, node.end).split('\n')[0]}`);
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(program);
  return found;
}

describe('the web app', () => {
  it(`loads code on first use through at most ${MAX_IMPORTS} import() calls, each of a *.chunk file`, () => {
    const calls = sources(SRC).flatMap(dynamicImports);
    expect(calls.length, calls.join('\n')).toBeGreaterThan(0);
    expect(calls.length, `${calls.length} import() calls:\n${calls.join('\n')}`).toBeLessThanOrEqual(
      MAX_IMPORTS,
    );
    const notChunks = calls.filter((call) => !/import\('[^']+\.chunk\.tsx?'\)/.test(call));
    expect(notChunks, 'an import() of a file not named *.chunk.ts(x)').toEqual([]);
  });

  it('counts a call, not a type or a comment', () => {
    const dir = join(import.meta.dirname, '../apps/web/src/app');
    const calls = dynamicImports(join(dir, 'parts.ts'));
    expect(calls).toEqual([expect.stringMatching(/^app\/parts\.ts:\d+ import\('\.\/app\.chunk\.tsx'\)$/)]);
    const typesOnly = dynamicImports(join(dir, 'midi-source.ts'));
    expect(typesOnly).toEqual([]);
  });
});
