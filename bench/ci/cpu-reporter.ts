/**
 * A Playwright reporter that charges each journey with the CPU the machine spent while it ran:
 * the browser, the server and the runner, every process of the control group named by
 * JOURNEY_CPU_GROUP (bench/ci/journey-cpu.sh makes it). Meaningful with one worker only, where
 * no two journeys overlap. Writes bench/results/journey-cpu.tsv and prints the costliest.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase } from '@playwright/test/reporter';

const group = process.env.JOURNEY_CPU_GROUP ?? '';

/** CPU seconds of the group so far (cgroup v1's cpuacct, or cgroup v2's cpu.stat). */
function groupCpu(): number {
  if (existsSync(`${group}/cpuacct.usage`))
    return Number(readFileSync(`${group}/cpuacct.usage`, 'utf8')) / 1e9;
  const line = readFileSync(`${group}/cpu.stat`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('usage_usec '));
  return Number(line?.split(' ')[1] ?? 0) / 1e6;
}

interface Row {
  readonly cpu: number;
  readonly wall: number;
  readonly file: string;
  readonly title: string;
}

export default class JourneyCpuReporter implements Reporter {
  private readonly started = new Map<string, { cpu: number; wall: number }>();
  private readonly rows: Row[] = [];
  private runStart = { cpu: 0, wall: 0 };

  onBegin(): void {
    if (!group) throw new Error('JOURNEY_CPU_GROUP is not set: run bench/ci/journey-cpu.sh');
    this.runStart = { cpu: groupCpu(), wall: Date.now() };
  }

  onTestBegin(test: TestCase): void {
    this.started.set(test.id, { cpu: groupCpu(), wall: Date.now() });
  }

  onTestEnd(test: TestCase): void {
    const start = this.started.get(test.id);
    if (!start) return;
    this.rows.push({
      cpu: groupCpu() - start.cpu,
      wall: (Date.now() - start.wall) / 1000,
      file: relative(process.cwd(), test.location.file),
      title: test.title,
    });
  }

  onEnd(): void {
    const total = groupCpu() - this.runStart.cpu;
    const inTests = this.rows.reduce((sum, row) => sum + row.cpu, 0);
    const byFile = new Map<string, { cpu: number; tests: number }>();
    for (const row of this.rows) {
      const file = byFile.get(row.file) ?? { cpu: 0, tests: 0 };
      byFile.set(row.file, { cpu: file.cpu + row.cpu, tests: file.tests + 1 });
    }
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/journey-cpu.tsv',
      [
        'cpu_s\twall_s\tfile\ttitle',
        ...this.rows.map((r) => `${r.cpu.toFixed(2)}\t${r.wall.toFixed(1)}\t${r.file}\t${r.title}`),
      ].join('\n'),
    );
    const sorted = [...this.rows].sort((a, b) => a.cpu - b.cpu);
    const median = sorted[Math.floor(sorted.length / 2)]?.cpu ?? 0;
    console.log(
      `\njourney CPU: ${total.toFixed(1)} s in all, ${inTests.toFixed(1)} s in ${this.rows.length} journeys`,
    );
    console.log(
      `  per journey: median ${median.toFixed(2)} s, least ${sorted[0]?.cpu.toFixed(2) ?? '-'} s (a page and little else)`,
    );
    console.log('  the 15 costliest journeys (CPU s, wall s):');
    for (const row of sorted.slice(-15).reverse())
      console.log(
        `  ${row.cpu.toFixed(1).padStart(6)} ${row.wall.toFixed(1).padStart(6)}  ${row.file}: ${row.title.slice(0, 90)}`,
      );
    console.log('  per file (CPU s, journeys):');
    for (const [file, sum] of [...byFile].sort((a, b) => b[1].cpu - a[1].cpu).slice(0, 15))
      console.log(`  ${sum.cpu.toFixed(1).padStart(6)} ${String(sum.tests).padStart(3)}  ${file}`);
  }
}
