/**
 * Where an intent's reach goes (issue 29r): each intent timed at every hand-over on the machine's
 * one clock, from the director's send to the ringer's playing it. The legs:
 *
 * - `toServer`: the director's send to the server's receipt of the frame (no emulated network);
 * - `serverQueue`: the frame's receipt to its handling (the connection handles messages in order);
 * - `serverStore`: its handling to its publishing (the room's state and seq in the store: Redis
 *   round trips with two instances);
 * - `serverPublish`: its publishing to its hand-over to the ringer's connection (through Redis
 *   pub/sub to the other instance with two);
 * - `toProxy`: the server's send to the bench proxy's receipt (loopback; the bench's own process);
 * - `network`: the proxy's hold, the emulated one-way latency and jitter (kept in order);
 * - `toPage`: the proxy's send to the page's WebSocket message event (loopback; the page's main
 *   thread busy delays the event);
 * - `toCode`: the message event to the room's code taking the intent (parsing, checking);
 * - `toPlay`: the code taking it to the run planned (waiting for the join's clock, `doc.follow`).
 *
 * Plus the page's long tasks and long animation frames that overlap the intent's way on the page.
 */
import { median, percentile } from '../lib/stats.ts';

/** The server's debug log lines for an intent (`rooms: intent published` / `delivered`). */
export interface ServerTiming {
  readonly seq: number;
  readonly receivedAt?: number;
  readonly handledAt?: number;
  readonly publishingAt?: number;
  readonly publishedAt?: number;
  readonly deliveringAt?: number;
  readonly deliveredAt?: number;
}

/** The proxy's receipt of an intent's frame from the server and its send to the page. */
export interface ProxyTiming {
  readonly seq: number;
  readonly fromServer: number;
  readonly toPage: number;
}

/** A ringer page's room log entries about intents, and its long tasks. */
export interface RingerTiming {
  readonly log: readonly {
    readonly received?: number;
    readonly handled?: number;
    readonly applied?: number;
    readonly waited?: boolean;
    readonly startAt: number;
    readonly seq?: number;
  }[];
  readonly busy: readonly { readonly start: number; readonly duration: number; readonly what: string }[];
}

export interface Sent {
  readonly sent: number;
  readonly startAt: number;
}

export interface IntentLegs {
  readonly seq: number;
  readonly reachMs: number;
  readonly toServer: number | null;
  readonly serverQueue: number | null;
  /** The room's state and seq in the store (Redis round trips with two instances). */
  readonly serverStore: number | null;
  /** The publish to the ringer's instance's hand-over (Redis pub/sub with two instances). */
  readonly serverPublish: number | null;
  readonly toProxy: number | null;
  readonly network: number | null;
  readonly toPage: number | null;
  readonly toCode: number | null;
  readonly toPlay: number | null;
  /** The intent waited for the join's clock (the join's exchanges not all in yet). */
  readonly waited: boolean;
  /** Long tasks or frames on the page over the intent's way there (ms each, with what ran). */
  readonly busy: string;
}

const ms = (from: number | undefined, to: number | undefined): number | null =>
  from === undefined || to === undefined ? null : Math.round((to - from) * 10) / 10;

/**
 * Each intent the ringer played, its legs. `server`: the log lines of every instance (the director's
 * instance has the receipt, the ringer's the delivery).
 */
export function intentLegs(
  sent: readonly Sent[],
  server: readonly ServerTiming[],
  proxy: readonly ProxyTiming[],
  ringer: RingerTiming,
): IntentLegs[] {
  const rows: IntentLegs[] = [];
  const counted = new Set<number>();
  for (const played of ringer.log) {
    // The first time the ringer plays it: a later one (a reconnection, a new song) is no reach.
    if (played.applied === undefined || counted.has(played.startAt)) continue;
    counted.add(played.startAt);
    const out = sent.find((s) => s.startAt === played.startAt);
    const received = ringer.log.find((e) => e.received !== undefined && e.startAt === played.startAt);
    const handled = ringer.log.find((e) => e.handled !== undefined && e.startAt === played.startAt);
    if (!out || received?.seq === undefined) continue;
    const seq = received.seq;
    const published = server.find((t) => t.seq === seq && t.receivedAt !== undefined);
    // With two instances, the ringer's instance delivers last.
    const delivered = server.filter((t) => t.seq === seq && t.deliveredAt !== undefined).at(-1);
    const hop = proxy.find((p) => p.seq === seq);
    const pageFrom = hop?.toPage ?? out.sent;
    const busy = ringer.busy
      .filter((task) => task.start < played.applied! && task.start + task.duration > pageFrom - 50)
      .map((task) => `${Math.round(task.duration)}${task.what ? ` ${task.what}` : ''}`)
      .join('; ');
    rows.push({
      seq,
      reachMs: ms(out.sent, played.applied)!,
      toServer: ms(out.sent, published?.receivedAt),
      serverQueue: ms(published?.receivedAt, published?.handledAt),
      serverStore: ms(published?.handledAt, published?.publishingAt),
      serverPublish: ms(published?.publishingAt, delivered?.deliveringAt),
      toProxy: ms(delivered?.deliveringAt, hop?.fromServer),
      network: ms(hop?.fromServer, hop?.toPage),
      toPage: ms(hop?.toPage, received.received),
      toCode: ms(received.received, handled?.handled),
      toPlay: ms(handled?.handled, played.applied),
      waited: handled?.waited ?? false,
      busy,
    });
  }
  return rows;
}

/** The reach's median, 95th percentile and worst (ms). */
export function reachSummary(legs: readonly IntentLegs[]) {
  const reach = legs.map((leg) => leg.reachMs);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    intents: reach.length,
    reachP50Ms: round(median(reach)),
    reachP95Ms: round(percentile(reach, 95)),
    reachWorstMs: round(Math.max(...reach)),
  };
}
