// Prints what a test run spent its time on, then one closing line over every runner's JSON report:
//   node scripts/summarize-tests.mjs <dir> [expected report names...]
// - the stages' wall and CPU times (scripts/test.sh writes <dir>/stages.tsv: name, seconds, exit code, CPU);
// - the machine's load at the start and its speed at the start and end (<dir>/machine.tsv);
// - per project: files, tests and the summed time of its files (vitest's per-file time excludes
//   importing the file; Playwright's is each test's own time, hooks and fixtures included);
// - the 20 slowest test files;
// - each failed test with the first lines of its error, last, where a log's tail still shows them;
// - 'tests: N passed, N failed, N skipped', which CI reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2] ?? '.tmp/results';
// Every runner named here must have left its report: a step that reports nothing is broken.
const expected = process.argv.slice(3);
const present = new Set(readdirSync(dir));
const missing = expected.filter((name) => !present.has(name));
if (missing.length > 0) {
  console.error(`missing test reports: ${missing.join(', ')}`);
  process.exit(1);
}
const root = process.cwd();

/** The vitest project a test file belongs to, read from its path. */
function vitestProject(path) {
  const file = relative(root, path);
  if (file.startsWith('apps/web/')) return /\.browser\.test\.tsx?$/.test(file) ? 'web-browser' : 'web';
  if (file.startsWith('apps/server/')) return 'server';
  const pkg = /^packages\/([^/]+)\//.exec(file);
  if (pkg) return pkg[1];
  return file.split('/')[0] ?? file;
}

/** @type {{ project: string, file: string, seconds: number, tests: number }[]} */
const files = [];
let passed = 0;
let failed = 0;
let skipped = 0;
/** @type {{ where: string, message: string }[]} */
const failures = [];
/** The first few lines of an error, without colour codes. */
const firstLines = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, 6)
    .join('\n');
for (const name of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  const label = name.replace(/\.json$/, '');
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    // vitest-<engine>.json: the engine names the server's pass (pglite, postgres).
    const engine = label.replace(/^vitest-?/, '');
    for (const result of report.testResults ?? []) {
      // A file that failed before any of its tests ran (an import that threw) counts as a failure.
      if (result.status === 'failed' && !result.assertionResults?.some((test) => test.status === 'failed')) {
        failed++;
        failures.push({
          where: `${label} ${relative(root, result.name)}`,
          message: firstLines(result.message),
        });
      }
      for (const test of result.assertionResults ?? [])
        if (test.status === 'failed')
          failures.push({
            where: `${label} ${relative(root, result.name)} > ${test.fullName ?? test.title}`,
            message: firstLines(test.failureMessages?.join('\n')),
          });
      const project = vitestProject(result.name);
      files.push({
        project: project === 'server' && engine ? `server (${engine})` : project,
        file: relative(root, result.name),
        seconds: (result.endTime - result.startTime) / 1000,
        tests: result.assertionResults?.length ?? 0,
      });
    }
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    const rootDir = report.config?.rootDir ?? root;
    /** @param {any} suite @param {Map<string, {seconds: number, tests: number}>} into */
    const walk = (suite, into) => {
      for (const spec of suite.specs ?? []) {
        const file = relative(root, join(rootDir, spec.file ?? suite.file));
        const entry = into.get(file) ?? { seconds: 0, tests: 0 };
        for (const test of spec.tests ?? []) {
          entry.tests += 1;
          for (const result of test.results ?? []) entry.seconds += (result.duration ?? 0) / 1000;
          if (test.status === 'unexpected')
            failures.push({
              where: `journeys ${file}:${spec.line} > ${test.projectName ? `[${test.projectName}] ` : ''}${spec.title}`,
              message: firstLines(test.results?.at(-1)?.error?.message),
            });
        }
        into.set(file, entry);
      }
      for (const child of suite.suites ?? []) walk(child, into);
    };
    const byFile = new Map();
    for (const suite of report.suites ?? []) walk(suite, byFile);
    for (const [file, { seconds, tests }] of byFile)
      files.push({ project: 'journeys', file, seconds, tests });
  }
}

const pad = (text, width) => String(text).padEnd(width);
const num = (value, width) => String(value).padStart(width);

const stagesFile = join(dir, 'stages.tsv');
if (existsSync(stagesFile)) {
  const rows = readFileSync(stagesFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  console.log('\nstage wall times');
  for (const [name, seconds, code, cpu] of rows)
    console.log(
      `  ${pad(name, 44)} ${num(Number(seconds).toFixed(1), 7)} s${cpu ? `  CPU ${num(cpu, 6)} s` : ''}${code === '0' ? '' : `  (exit ${code})`}`,
    );
}

// scripts/test.sh's notes on the machine: its load at the start, and how long the same fixed work
// took it at the start and the end (scripts/speed-probe.mjs), to read the times above against.
const machineFile = join(dir, 'machine.tsv');
if (existsSync(machineFile)) {
  console.log('\nthe machine');
  for (const line of readFileSync(machineFile, 'utf8').trim().split('\n').filter(Boolean)) {
    const [name, value] = line.split('\t');
    console.log(`  ${pad(name, 44)} ${value}`);
  }
}

if (files.length > 0) {
  const projects = new Map();
  for (const f of files) {
    const p = projects.get(f.project) ?? { files: 0, tests: 0, seconds: 0 };
    p.files += 1;
    p.tests += f.tests;
    p.seconds += f.seconds;
    projects.set(f.project, p);
  }
  console.log('\nper project (summed file times; files run side by side where the project allows)');
  console.log(`  ${pad('project', 20)} ${num('files', 6)} ${num('tests', 6)} ${num('seconds', 9)}`);
  for (const [name, p] of [...projects].sort((a, b) => b[1].seconds - a[1].seconds))
    console.log(`  ${pad(name, 20)} ${num(p.files, 6)} ${num(p.tests, 6)} ${num(p.seconds.toFixed(1), 9)}`);

  console.log('\nthe 20 slowest test files');
  for (const f of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 20))
    console.log(`  ${num(f.seconds.toFixed(1), 7)} s  ${pad(f.project, 18)} ${f.file} (${f.tests})`);
  console.log('');
}

if (failures.length > 0) {
  console.log(`failed tests (${failures.length})`);
  for (const f of failures) {
    console.log(`  ✘ ${f.where}`);
    if (f.message) console.log(f.message.replace(/^/gm, '      '));
  }
  console.log('');
}

console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
