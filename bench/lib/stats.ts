/** Small statistics for benchmarks: our machines are shared and noisy, so report medians and percentiles. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

export function formatMs(ms: number): string {
  return `${ms.toFixed(ms < 10 ? 3 : 1)} ms`;
}
