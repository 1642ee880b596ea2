/** A busy machine made by the benchmark itself: threads that spin for as long as asked. */
import { Worker } from 'node:worker_threads';

const SPIN =
  'const { parentPort } = require("node:worker_threads"); let stop = false; parentPort.on("message", () => { stop = true; }); (function spin() { const until = Date.now() + 50; while (Date.now() < until) {} if (!stop) setImmediate(spin); else process.exit(0); })();';

/** Runs `work` while `threads` threads each keep one CPU busy. */
export async function withLoad<T>(threads: number, work: () => Promise<T>): Promise<T> {
  const workers = Array.from({ length: threads }, () => new Worker(SPIN, { eval: true }));
  try {
    return await work();
  } finally {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.postMessage('stop');
          }),
      ),
    );
  }
}
