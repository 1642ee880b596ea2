// Prints one closing line over every runner's JSON report: 'N passed, N failed, N skipped'.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.tmp/results';
// Every runner named here must have left its report: a step that reports nothing is broken.
const expected = process.argv.slice(3);
const present = new Set(readdirSync(dir));
const missing = expected.filter((name) => !present.has(name));
if (missing.length > 0) {
  console.error(`missing test reports: ${missing.join(', ')}`);
  process.exit(1);
}
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
