/**
 * Rehearse together: skew between devices (issue 29). The built server (`npm run build` first),
 * a director's page on it directly and three ringers' pages each through a small WebSocket proxy
 * that delays every frame by its one-way latency (20, 80, 150 ms) plus or minus 20 ms of jitter
 * (frames kept in order, as TCP keeps them), all in one headless Chromium. The director plays Ode
 * to Joy, loops bars 3 to 6 and raises the tempo; each page records when each strike leaves its
 * output (`ringalongStrikes[].at`, and on a ringer's page, which strikes none of the others'
 * bells, `ringalongPlanned[].at`: the audio clock's output timestamp mapped to
 * performance.timeOrigin, the machine's one clock) and when each intent was sent and played
 * (`ringalongRoomLog`). Prints, per ringer, the skew of each strike against the director's (p50,
 * p95, worst) and the intent's reach (director's send to the ringer's playing it), and writes
 * bench/results/together-skew.json.
 *
 *   bash bench/together/run.sh (builds first), or npx tsx bench/together/skew.ts on a build; SKEW_SECONDS=120 for the issue's 2 minutes
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { WebSocket, WebSocketServer } from 'ws';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { median, percentile } from '../lib/stats.ts';
import {
  type IntentLegs,
  intentLegs,
  type ProxyTiming,
  type RingerTiming,
  reachSummary,
  type ServerTiming,
} from './reach.ts';
import {
  clockChanges,
  mappingChanges,
  type PageRecord,
  type LogEntry as StepLogEntry,
  stretches,
} from './steps.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const PORT = Number(process.env.SKEW_PORT ?? 3791);
const SECONDS = Number(process.env.SKEW_SECONDS ?? 60);
const JITTER_MS = 20;
const LATENCIES = [20, 80, 150];
const server = `http://127.0.0.1:${PORT}`;
/**
 * With REDIS_URL (run.sh with SKEW_INSTANCES=2), a second instance on the same Redis: the director
 * on the first, the ringers on the second (the issue's 'two instances, the same skew').
 */
const REDIS_URL = process.env.REDIS_URL ?? '';
const SECOND_PORT = PORT + 10;

interface Strike {
  readonly pitchId: number;
  readonly time: number;
  readonly at: number;
}
interface LogEntry {
  readonly sent?: number;
  readonly applied?: number;
  readonly received?: number;
  readonly handled?: number;
  readonly waited?: boolean;
  readonly seq?: number;
  readonly startAt: number;
}

/** Every instance's intent timings, from its debug log (reach.ts). */
const serverTimings: ServerTiming[] = [];
/** The machine's clock in this process, as the pages' `performance.timeOrigin + now()`. */
const machineNow = () => performance.timeOrigin + performance.now();

async function startServer(port = PORT): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const data = `${root}.tmp/bench-together-${port}`;
  rmSync(data, { recursive: true, force: true });
  mkdirSync(data, { recursive: true });
  const child = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data,
      PUBLIC_URL: origin,
      NODE_ENV: 'test',
      REDIS_URL,
      // Its intents' timings (room-service.ts), read below.
      LOG_LEVEL: 'debug',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('intentTiming')) continue;
      try {
        serverTimings.push((JSON.parse(line) as { intentTiming: ServerTiming }).intentTiming);
      } catch {}
    }
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/auth/me`)).status < 500) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/**
 * A proxy on `port` to the server: HTTP as it is, WebSocket frames each way `latency` +- jitter
 * ms late, in order.
 */
function proxy(port: number, latency: number, target = PORT, hops: ProxyTiming[] = []): Promise<Server> {
  const upstreamOrigin = `http://127.0.0.1:${target}`;
  const delay = () => Math.max(0, latency + (Math.random() * 2 - 1) * JITTER_MS);
  const inOrder = () => {
    let last = 0;
    return (send: () => void) => {
      const due = Math.max(last, Date.now() + delay());
      last = due;
      setTimeout(send, due - Date.now());
    };
  };
  const http = createServer((req, res) => {
    const forward = httpRequest(
      `${upstreamOrigin}${req.url}`,
      { method: req.method, headers: { ...req.headers, host: `127.0.0.1:${target}` } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  const sockets = new WebSocketServer({ noServer: true });
  http.on('upgrade', (req, socket, head) => {
    sockets.handleUpgrade(req, socket, head, (page) => {
      const upstream = new WebSocket(`ws://127.0.0.1:${target}${req.url}`, {
        headers: { origin: upstreamOrigin, cookie: req.headers.cookie ?? '' },
      });
      const toServer = inOrder();
      const toPage = inOrder();
      const waiting: string[] = [];
      upstream.on('open', () => {
        for (const data of waiting.splice(0)) upstream.send(data);
      });
      page.on('message', (data) => {
        const text = String(data);
        toServer(() => (upstream.readyState === WebSocket.OPEN ? upstream.send(text) : waiting.push(text)));
      });
      upstream.on('message', (data) => {
        const text = String(data);
        const fromServer = machineNow();
        toPage(() => {
          if (page.readyState !== WebSocket.OPEN) return;
          if (text.startsWith('{"type":"intent"')) {
            const seq = (JSON.parse(text) as { intent: { seq: number } }).intent.seq;
            hops.push({ seq, fromServer, toPage: machineNow() });
          }
          page.send(text);
        });
      });
      page.on('close', () => upstream.close());
      upstream.on('close', (code) => page.close(code >= 4000 ? code : 1000));
      upstream.on('error', () => page.close());
    });
  });
  return new Promise((resolve) => http.listen(port, '127.0.0.1', () => resolve(http)));
}

async function record(page: Page) {
  await page.addInitScript(() => {
    const g = globalThis as {
      ringalongStrikes?: unknown[];
      ringalongPlanned?: unknown[];
      ringalongRoomLog?: unknown[];
    };
    g.ringalongStrikes = [];
    g.ringalongPlanned = [];
    g.ringalongRoomLog = [];
    // The page's long tasks and long animation frames (what ran), for the intents' way (reach.ts).
    const busy: { start: number; duration: number; what: string }[] = [];
    (g as { ringalongBusy?: unknown[] }).ringalongBusy = busy;
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    for (const type of ['longtask', 'long-animation-frame']) {
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const scripts =
              (entry as unknown as { scripts?: { invoker?: string; duration: number }[] }).scripts ?? [];
            const top = [...scripts].sort((a, b) => b.duration - a.duration)[0];
            busy.push({
              start: performance.timeOrigin + entry.startTime,
              duration: entry.duration,
              what:
                type === 'longtask'
                  ? 'task'
                  : `frame${top ? ` (${top.invoker ?? '?'} ${Math.round(top.duration)})` : ''}`,
            });
          }
        }).observe({ type, buffered: true });
      } catch {}
    }
  });
}

const busyOf = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { ringalongBusy: RingerTiming['busy'] }).ringalongBusy);

const strikesOf = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { ringalongStrikes: Strike[] }).ringalongStrikes);
/** Every note a ringer's run reached: its device strikes none of the others' bells (issue 29d). */
const plannedOf = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { ringalongPlanned: Strike[] }).ringalongPlanned);
const logOf = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { ringalongRoomLog: LogEntry[] }).ringalongRoomLog);
/** A page's notes and whole room log (clock and output mapping changes too), for steps.ts. */
const recordOf = async (page: Page): Promise<PageRecord> => ({
  planned: await plannedOf(page),
  log: await page.evaluate(
    () => (globalThis as unknown as { ringalongRoomLog: StepLogEntry[] }).ringalongRoomLog,
  ),
  timeOrigin: await page.evaluate(() => performance.timeOrigin),
});

async function ready(page: Page, origin: string, path = '/') {
  await page.goto(`${origin}${path}`);
  await page.locator('canvas.editor-canvas[width]').waitFor();
}

/** The director: signed in through the local provider's form, Ode to Joy open, a room opened. */
async function openRoom(browser: Browser): Promise<{ page: Page; code: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await record(page);
  const start = await context.request.post(`${server}/auth/sign-in`, {
    data: {},
    headers: { origin: server },
  });
  const signInPage = await context.request.get(((await start.json()) as { url: string }).url);
  const action = /<form method="post" action="([^"]+)"/.exec(await signInPage.text())?.[1];
  await context.request.post(new URL(action!, signInPage.url()).href, {
    form: { name: 'Dana', email: `dana-${Date.now()}@example.com` },
    headers: { origin: server },
  });
  await ready(page, server);
  const library = page.getByRole('dialog', { name: 'Song Library' });
  // A signed-in visitor's app opens the library itself once it knows who is here.
  await library.waitFor();
  await library.getByRole('button', { name: 'Open Ode to Joy' }).click();
  await library.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Rehearse' }).click();
  await page.getByRole('button', { name: 'Rehearse together…' }).click();
  const room = page.getByRole('dialog', { name: 'Rehearse together' });
  await room.getByRole('button', { name: 'Open a room' }).click();
  const code = ((await room.getByTestId('room-code').textContent()) ?? '').replace('-', '');
  await room.getByRole('button', { name: 'Close', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Rehearse' })
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  return { page, code };
}

async function join(browser: Browser, origin: string, code: string, name: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await record(page);
  await ready(page, origin, `/rehearse/${code}`);
  const form = page.getByRole('dialog', { name: 'Join the rehearsal' });
  await form.getByLabel('Your name').fill(name);
  await form.getByRole('button', { name: 'Join' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /In step|Clock uncertain/ })
    .waitFor({ timeout: 30_000 });
  return page;
}

/** A strike with no director's strike of its pitch and song time within this (ms) is a stray one. */
const STRAY_MS = 1000;

/**
 * Each ringer strike against the director's strike of the same pitch and song time nearest to it
 * on the machine's clock (a loop strikes the same note pass after pass); strays counted apart.
 */
function skews(led: readonly Strike[], heard: readonly Strike[]): { skew: number[]; strays: number } {
  const byNote = new Map<string, number[]>();
  for (const s of led) {
    const key = `${s.pitchId}@${s.time.toFixed(6)}`;
    byNote.set(key, [...(byNote.get(key) ?? []), s.at]);
  }
  const skew: number[] = [];
  let strays = 0;
  for (const s of heard) {
    const candidates = byNote.get(`${s.pitchId}@${s.time.toFixed(6)}`) ?? [];
    const nearest = Math.min(...candidates.map((at) => Math.abs(at - s.at)));
    if (nearest <= STRAY_MS) skew.push(nearest);
    else strays++;
  }
  return { skew, strays };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function main() {
  const child = await startServer();
  const second = REDIS_URL ? await startServer(SECOND_PORT) : null;
  const hops: ProxyTiming[][] = LATENCIES.map(() => []);
  const proxies = await Promise.all(
    LATENCIES.map((latency, i) => proxy(PORT + 1 + i, latency, second ? SECOND_PORT : PORT, hops[i])),
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const director = await openRoom(browser);
    const ringers: Page[] = [];
    for (const [i, latency] of LATENCIES.entries())
      ringers.push(
        await join(browser, `http://127.0.0.1:${PORT + 1 + i}`, director.code, `Ringer ${latency} ms`),
      );
    const page = director.page;
    const playedAt = Date.now();
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForTimeout((SECONDS * 1000) / 4);
    // A loop of bars 3-6, then a quarter later the tempo up, then on to the end.
    await page.getByRole('button', { name: 'Rehearse' }).click();
    const rehearse = page.getByRole('dialog', { name: 'Rehearse' });
    await rehearse.getByRole('checkbox', { name: 'Loop' }).check();
    await rehearse.getByRole('spinbutton', { name: 'From bar' }).fill('3');
    await rehearse.getByRole('spinbutton', { name: 'From bar' }).press('Enter');
    await rehearse.getByRole('spinbutton', { name: 'To bar' }).fill('6');
    await rehearse.getByRole('spinbutton', { name: 'To bar' }).press('Enter');
    await page.waitForTimeout((SECONDS * 1000) / 4);
    await rehearse.getByRole('button', { name: 'Faster' }).click();
    await rehearse.getByRole('button', { name: 'Faster' }).click();
    await page.waitForTimeout((SECONDS * 1000) / 2);
    // The director's run and each ringer's in the same terms: every note reached, when it leaves
    // the output (a ringer's device strikes none of the others' bells since issue 29d).
    const led = await plannedOf(page);
    const struck = (await strikesOf(page)).length;
    const sent = (await logOf(page)).filter((entry) => entry.sent !== undefined);
    const rows = [];
    const legs: IntentLegs[][] = [];
    for (const [i, ringer] of ringers.entries()) {
      const { skew, strays } = skews(led, await plannedOf(ringer));
      const timing: RingerTiming = { log: await logOf(ringer), busy: await busyOf(ringer) };
      const ways = intentLegs(
        sent.map((s) => ({ sent: s.sent!, startAt: s.startAt })),
        serverTimings,
        hops[i]!,
        timing,
      );
      legs.push(ways);
      rows.push({
        latencyMs: LATENCIES[i],
        strikes: skew.length,
        strays,
        skewP50Ms: round(median(skew)),
        skewP95Ms: round(percentile(skew, 95)),
        skewWorstMs: round(Math.max(...skew)),
        ...reachSummary(ways),
        // The page's long tasks and frames over the whole run (those on an intent's way: `legs`).
        longFrames: timing.busy.length,
      });
    }
    console.log(
      `Rehearse together, ${SECONDS} s of Ode to Joy, a loop and a tempo change (director: ${led.length} notes reached, ${struck} struck)${second ? '; the ringers on a second instance, on one Redis' : ''}`,
    );
    console.table(rows);
    for (const [i, ways] of legs.entries()) {
      console.log(`Ringer ${LATENCIES[i]} ms: each intent's way (ms; reach.ts)`);
      console.table(ways);
    }
    // Where each ringer's steady error comes from: its clock estimate or its output mapping.
    const directorRecord = await recordOf(page);
    const steps = [];
    for (const [i, ringer] of ringers.entries()) {
      const heard = await recordOf(ringer);
      const entry = {
        latencyMs: LATENCIES[i],
        stretches: stretches(directorRecord, heard, playedAt),
        clock: clockChanges(heard, playedAt),
        output: mappingChanges(heard),
      };
      steps.push(entry);
      console.log(
        `Ringer ${LATENCIES[i]} ms: per stretch between intents (signed skew, ringer minus director)`,
      );
      console.table(entry.stretches);
      console.log(`  its clock's changes (s into the run, ms): ${JSON.stringify(entry.clock)}`);
      console.log(`  its output mapping: ${JSON.stringify(entry.output)}`);
    }
    const directorSteps = {
      clock: clockChanges(directorRecord, playedAt),
      output: mappingChanges(directorRecord),
    };
    console.log(`Director's clock changes: ${JSON.stringify(directorSteps.clock)}`);
    console.log(`Director's output mapping: ${JSON.stringify(directorSteps.output)}`);
    writeFileSync(
      `${root}bench/results/${second ? 'together-skew-redis' : 'together-skew'}.json`,
      `${JSON.stringify({ seconds: SECONDS, rows, legs, serverTimings, hops, steps, director: directorSteps }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    for (const p of proxies) p.close();
    child.kill();
    second?.kill();
  }
}

await main();
