// The machine's speed at this moment, for reading a test run's times: a fixed piece of work (a
// tight loop, objects through JSON, a sort, a regular expression over text) and the CPU time it
// took, in milliseconds, the least of three tries. On our shared 2-core machines the same suite
// has cost from 650 to 830 CPU seconds on different days with no change to the code: a run whose
// probe reads slower than usual was slowed by the machine, not by the change (docs/testing.md).
//   node scripts/speed-probe.mjs <label> [file]: prints '<label>\t<ms>', appended to file if given.
import { appendFileSync } from 'node:fs';

function work() {
  let sum = 0;
  for (let i = 0; i < 60_000_000; i++) sum += i % 7;
  const rows = Array.from({ length: 60_000 }, (_, i) => ({ id: i, name: `song ${i}`, bells: i % 32 }));
  const again = JSON.parse(JSON.stringify(rows));
  const sorted = again.map((row) => (row.id * 7919) % 10_007).sort((a, b) => a - b);
  const text = rows.map((row) => row.name).join(' ');
  const matches = text.match(/song \d*7\b/g)?.length ?? 0;
  return sum + sorted[0] + matches;
}

const label = process.argv[2] ?? 'probe';
let least = Number.POSITIVE_INFINITY;
for (let attempt = 0; attempt < 3; attempt++) {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  least = Math.min(least, (used.user + used.system) / 1000);
}
const line = `${label}\t${least.toFixed(0)}`;
if (process.argv[3]) appendFileSync(process.argv[3], `${line}\n`);
else console.log(line);
