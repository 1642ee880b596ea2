/**
 * Rooms under load (issue 29): ROOMS rooms of DEVICES devices each (one director, the rest
 * ringers) on real server processes, every device a WebSocket of this process:
 * - one instance: every device on it;
 * - two instances on one Redis (REDIS_URL, from run.sh's scripts/with-redis.sh): directors on the
 *   first, ringers on the second, so every intent crosses Redis; then the first is killed
 *   (SIGKILL) and its directors reconnect to the second with their resume tokens.
 * Each device says hello, takes 8 clock samples, then pings every PING_EVERY_S and reports its
 * status; each director sends an intent every INTENT_EVERY_MS. Printed: intents sent and
 * delivered (dropped = expected - delivered, every device including the sender), the time an
 * intent takes from its director to each device (median, p95, max), the ping's round trip, the
 * joins, and each server process's CPU over the run (/proc, % of one core). With the failover,
 * the time from the kill to each director's welcome on the other instance, and to the room's
 * next intent reaching its ringers.
 * Writes bench/results/rooms-load.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { CreateRoomResponse, RoomIntent, ServerMessage } from '@ringalong/contract';
import { createDefaultSong } from '@ringalong/song';
import WebSocket from 'ws';
import { signIn } from '../../apps/server/test/helpers.ts';
import { median, percentile } from '../lib/stats.ts';

const ROOMS = Number(process.env.ROOMS ?? 50);
const DEVICES = Number(process.env.DEVICES ?? 12);
const SECONDS = Number(process.env.ROOMS_SECONDS ?? 30);
const INTENT_EVERY_MS = 2000;
const PING_EVERY_S = 10;
const root = fileURLToPath(new URL('../../', import.meta.url));
const results = fileURLToPath(new URL('../results/rooms-load.json', import.meta.url));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.timeOrigin + performance.now();

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Instance {
  readonly url: string;
  readonly child: ChildProcess;
}

/** A server process as `npm start` runs it, on an in-memory PGlite, answering when ready. */
async function startInstance(redisUrl?: string): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_JOINS: '100000',
      RATE_LIMIT_WRITES: '100000',
      RATE_LIMIT_SIGN_IN: '100000',
      ...(redisUrl ? { REDIS_URL: redisUrl } : { REDIS_URL: '' }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, child };
    await sleep(200);
  }
}

/** Stops a server process and waits until it has exited. */
async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill(signal);
  await exited;
}

/** CPU seconds (user + system) of a process so far, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100;
}

async function makeRooms(url: string): Promise<CreateRoomResponse[]> {
  const rooms: CreateRoomResponse[] = [];
  const song = createDefaultSong();
  for (let d = 0; rooms.length < ROOMS; d++) {
    const cookie = await signIn(url, { name: `Director ${d}`, email: `director${d}@bench.example` });
    for (let i = 0; i < 3 && rooms.length < ROOMS; i++) {
      const response = await fetch(`${url}/api/rooms`, {
        method: 'POST',
        headers: { cookie, origin: url, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Room ${rooms.length}`, song }),
      });
      if (response.status !== 201) throw new Error(`createRoom answered ${response.status}`);
      rooms.push((await response.json()) as CreateRoomResponse);
    }
  }
  return rooms;
}

interface Stats {
  intentsSent: number;
  delivered: number;
  reachMs: number[];
  rttMs: number[];
  joinMs: number[];
  errors: number;
  unexpectedCloses: number;
}

const newStats = (): Stats => ({
  intentsSent: 0,
  delivered: 0,
  reachMs: [],
  rttMs: [],
  joinMs: [],
  errors: 0,
  unexpectedCloses: 0,
});

/** When each intent left its director (this process's clock), by room and beat. */
const sentAt = new Map<string, number>();
/** Told when an intent (by room and beat) first reaches a ringer. */
const arrivals = new Map<string, () => void>();

class Device {
  socket!: WebSocket;
  deviceId = '';
  resumeToken = '';
  #pinger: NodeJS.Timeout | null = null;
  #stopped = false;
  onWelcome: (() => void) | null = null;

  constructor(
    readonly room: CreateRoomResponse,
    readonly role: 'director' | 'ringer',
    readonly name: string,
    readonly stats: Stats,
  ) {}

  connect(base: string): Promise<void> {
    const started = now();
    this.socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/rooms/${this.room.code}/ws`);
    const welcomed = new Promise<void>((resolve, reject) => {
      this.onWelcome = resolve;
      this.socket.once('error', reject);
    });
    this.socket.on('open', () => {
      this.socket.send(
        JSON.stringify({
          type: 'hello',
          name: this.name,
          iAm: null,
          role: this.role,
          ...(this.role === 'director' ? { directorToken: this.room.directorToken } : {}),
          ...(this.resumeToken ? { resumeToken: this.resumeToken } : {}),
        }),
      );
    });
    this.socket.on('message', (data) => this.#receive(JSON.parse(String(data)) as ServerMessage, started));
    this.socket.on('close', (code) => {
      if (this.#pinger) clearInterval(this.#pinger);
      if (!this.#stopped && code !== 1001) this.stats.unexpectedCloses += 1;
    });
    return welcomed;
  }

  #receive(message: ServerMessage, started: number): void {
    const at = now();
    switch (message.type) {
      case 'welcome':
        this.deviceId = message.deviceId;
        this.resumeToken = message.resumeToken;
        this.stats.joinMs.push(at - started);
        for (let i = 0; i < 8; i++) this.#ping();
        this.#pinger = setInterval(() => this.#ping(), PING_EVERY_S * 1000 * (0.8 + Math.random() * 0.4));
        this.onWelcome?.();
        return;
      case 'pong':
        this.stats.rttMs.push(at - message.t0);
        this.socket.send(
          JSON.stringify({
            type: 'status',
            offsetMs: (message.t1 + message.t2) / 2 - (message.t0 + at) / 2,
            rttMs: at - message.t0,
            uncertaintyMs: (at - message.t0) / 2,
            outputDelayMs: 20,
          }),
        );
        return;
      case 'intent': {
        this.stats.delivered += 1;
        const key = `${this.room.code} ${message.intent.fromBeat}`;
        const sent = sentAt.get(key);
        if (sent !== undefined) this.stats.reachMs.push(at - sent);
        if (this.role === 'ringer') arrivals.get(key)?.();
        return;
      }
      case 'error':
        this.stats.errors += 1;
        return;
    }
  }

  #ping(): void {
    if (this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ type: 'ping', t0: now() }));
    }
  }

  sendIntent(fromBeat: number): void {
    const intent: RoomIntent = {
      kind: 'seek',
      revision: 1,
      playing: true,
      startAt: now() + 500,
      fromBeat,
      bpm: 100,
      practiceTempo: 100,
      countIn: false,
      warmupBeats: 4,
      loop: null,
    };
    sentAt.set(`${this.room.code} ${fromBeat}`, now());
    this.stats.intentsSent += 1;
    this.socket.send(JSON.stringify({ type: 'intent', intent }));
  }

  stop(): void {
    this.#stopped = true;
    if (this.#pinger) clearInterval(this.#pinger);
    this.socket.close();
  }
}

let beats = 0;

/** Directors send intents for SECONDS; answers the figures and each server's CPU. */
async function drive(directors: Device[], instances: Instance[], stats: Stats) {
  const cpuBefore = instances.map((i) => cpuSeconds(i.child.pid!));
  const wallBefore = now();
  const ends = now() + SECONDS * 1000;
  while (now() < ends) {
    for (const director of directors) {
      director.sendIntent(++beats);
      await sleep(INTENT_EVERY_MS / directors.length);
    }
  }
  await sleep(2000); // the last intents land
  const wall = (now() - wallBefore) / 1000;
  const cpu = instances.map(
    (instance, i) => (100 * (cpuSeconds(instance.child.pid!) - cpuBefore[i]!)) / wall,
  );
  return { stats, cpu, wall };
}

function summary(stats: Stats) {
  const expected = stats.intentsSent * DEVICES;
  return {
    devices: ROOMS * DEVICES,
    intentsSent: stats.intentsSent,
    expectedDeliveries: expected,
    delivered: stats.delivered,
    dropped: expected - stats.delivered,
    reachMedianMs: median(stats.reachMs),
    reachP95Ms: percentile(stats.reachMs, 95),
    reachMaxMs: Math.max(...stats.reachMs),
    rttMedianMs: median(stats.rttMs),
    rttP95Ms: percentile(stats.rttMs, 95),
    joinMedianMs: median(stats.joinMs),
    errors: stats.errors,
    unexpectedCloses: stats.unexpectedCloses,
  };
}

async function joinAll(rooms: CreateRoomResponse[], directorsAt: string, ringersAt: string, stats: Stats) {
  const directors: Device[] = [];
  const ringers: Device[] = [];
  for (const room of rooms) {
    const director = new Device(room, 'director', 'Director', stats);
    await director.connect(directorsAt);
    directors.push(director);
    const joining: Promise<void>[] = [];
    for (let i = 1; i < DEVICES; i++) {
      const ringer = new Device(room, 'ringer', `Ringer ${i}`, stats);
      ringers.push(ringer);
      joining.push(ringer.connect(ringersAt));
    }
    await Promise.all(joining);
  }
  await sleep(1500); // the clock samples of the joins are answered
  return { directors, ringers };
}

const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

function print(title: string, s: ReturnType<typeof summary>, cpu: number[]) {
  console.log(`\n${title}`);
  console.log(
    `  devices ${s.devices}, intents sent ${s.intentsSent}, delivered ${s.delivered} of ${s.expectedDeliveries}: dropped ${s.dropped}`,
  );
  console.log(
    `  intent reach: median ${f(s.reachMedianMs)} ms, p95 ${f(s.reachP95Ms)} ms, max ${f(s.reachMaxMs)} ms`,
  );
  console.log(
    `  ping round trip: median ${f(s.rttMedianMs)} ms, p95 ${f(s.rttP95Ms)} ms; join median ${f(s.joinMedianMs)} ms`,
  );
  console.log(
    `  server CPU (% of one core): ${cpu.map(f).join(' + ')}; errors ${s.errors}, unexpected closes ${s.unexpectedCloses}`,
  );
}

async function oneInstance() {
  const instance = await startInstance();
  try {
    const rooms = await makeRooms(instance.url);
    const stats = newStats();
    const { directors, ringers } = await joinAll(rooms, instance.url, instance.url, stats);
    const { cpu } = await drive(directors, [instance], stats);
    for (const device of [...directors, ...ringers]) device.stop();
    const s = summary(stats);
    print(
      `One instance: ${ROOMS} rooms x ${DEVICES} devices, an intent per room every ${INTENT_EVERY_MS / 1000} s for ${SECONDS} s`,
      s,
      cpu,
    );
    return { ...s, cpuPercent: cpu };
  } finally {
    await stopInstance(instance);
  }
}

async function twoInstances(redisUrl: string) {
  const [first, second] = await Promise.all([startInstance(redisUrl), startInstance(redisUrl)]);
  try {
    const rooms = await makeRooms(first.url);
    const stats = newStats();
    const { directors, ringers } = await joinAll(rooms, first.url, second.url, stats);
    const { cpu } = await drive(directors, [first, second], stats);
    const s = summary(stats);
    print('Two instances on one Redis: directors on the first, ringers on the second', s, cpu);

    // Failover: the directors' instance dies; each director reconnects to the second.
    const killedAt = now();
    first.child.kill('SIGKILL');
    const welcomeMs: number[] = [];
    const reachMs: number[] = [];
    await Promise.all(
      directors.map(async (director, i) => {
        await sleep(50 + (i % 10) * 10); // a device notices the drop and reconnects
        await director.connect(second.url);
        welcomeMs.push(now() - killedAt);
        const fromBeat = ++beats;
        const reached = new Promise<void>((resolve) =>
          arrivals.set(`${director.room.code} ${fromBeat}`, resolve),
        );
        director.sendIntent(fromBeat);
        await reached;
        reachMs.push(now() - killedAt);
      }),
    );
    const failover = {
      welcomeMedianMs: median(welcomeMs),
      welcomeMaxMs: Math.max(...welcomeMs),
      firstIntentMaxMs: Math.max(...reachMs),
    };
    console.log(
      `  failover (SIGKILL of the directors' instance): every director welcomed on the other within ${f(failover.welcomeMaxMs)} ms (median ${f(failover.welcomeMedianMs)}), the rooms' next intents delivered within ${f(failover.firstIntentMaxMs)} ms of the kill`,
    );
    for (const device of [...directors, ...ringers]) device.stop();
    return { ...s, cpuPercent: cpu, failover };
  } finally {
    await stopInstance(first, 'SIGKILL');
    await stopInstance(second);
  }
}

const report: Record<string, unknown> = { rooms: ROOMS, devices: DEVICES, seconds: SECONDS };
report.oneInstance = await oneInstance();
if (process.env.REDIS_URL) report.twoInstances = await twoInstances(process.env.REDIS_URL);
else console.log('\n(no REDIS_URL: the two-instance run is left out; bench/rooms/run.sh starts a Redis)');
writeFileSync(results, `${JSON.stringify(report, null, 2)}\n`);
process.exit(0);
