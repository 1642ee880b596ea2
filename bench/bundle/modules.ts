/**
 * Which source modules make up each built chunk, for deciding what to trim or load later.
 * Reads a build made with sourcemaps (modules.sh makes one) and, per group of sources (a package,
 * or a folder of our own code), prints the gzip bytes the chunk would lose without them.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const DIST = process.argv[2] ?? '';
const ONLY = process.argv[3] ?? '';
const TOP = Number(process.env.TOP ?? 15);
/** BY_FILE=1: one line per source file of our own code instead of per folder. */
const BY_FILE = process.env.BY_FILE === '1';

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/** `react-dom`, `@scope/pkg`, or the area of the repository the source lies in. */
function groupOf(source: string): string {
  const packageAt = source.lastIndexOf('node_modules/');
  if (packageAt >= 0) {
    const parts = source.slice(packageAt + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  const own = source.replace(/^.*?(?=\b(apps|packages)\/)/, '').split('/');
  if (BY_FILE) return own.join('/');
  // apps/web/src/editor, packages/song/src: one line per area of our own code.
  return own.slice(0, Math.min(own.length - 1, own[0] === 'apps' ? 4 : 3)).join('/');
}

/** The chunk's text split by the group each generated span came from ('' for glue code). */
function spansByGroup(code: string, map: { sources: string[]; mappings: string }): Map<string, string> {
  const lines = code.split('\n');
  const byGroup = new Map<string, string>();
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      const source = segment.length > 1 ? map.sources[segment[1] as number] : undefined;
      const group = source ? groupOf(source) : '';
      byGroup.set(group, (byGroup.get(group) ?? '') + line.slice(segment[0], end));
    });
  });
  return byGroup;
}

async function report(file: string): Promise<void> {
  const code = await readFile(join(DIST, file), 'utf8');
  const mapText = await readFile(join(DIST, `${file}.map`), 'utf8').catch(() => undefined);
  // The bundler's own runtime chunk comes without a map: nothing of ours to break down.
  if (mapText === undefined) return;
  const map = JSON.parse(mapText);
  const byGroup = spansByGroup(code, map);
  const whole = gzip([...byGroup.values()].join(''));
  console.log(`\n${file}: ${(gzip(code) / 1024).toFixed(1)} KB gzip`);
  const rows = [...byGroup]
    .filter(([group]) => group !== '')
    .map(([group, text]) => {
      const rest = [...byGroup].filter(([other]) => other !== group).map(([, t]) => t);
      return { group, raw: text.length, saved: whole - gzip(rest.join('')) };
    })
    .sort((a, b) => b.saved - a.saved);
  for (const row of rows.slice(0, TOP)) {
    console.log(
      `  ${(row.saved / 1024).toFixed(2).padStart(6)} KB  ${String(row.raw).padStart(7)} B raw  ${row.group}`,
    );
  }
}

const assets = join(DIST, 'assets');
const files = (await readdir(assets)).filter((name) => name.endsWith('.js') && name.startsWith(ONLY));
for (const name of files.sort()) await report(join('assets', name));
