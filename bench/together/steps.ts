/**
 * Where a device's steady error comes from (issue 29s): each page's room log holds every change of
 * its clock estimate (`clock`, with its `timeOrigin`: on one machine the true offset of a page's
 * clock from the server's is its time origin, so the estimate's error is known) and every change
 * of its output-time mapping (`output`, and each run's anchor). Per stretch between two of the
 * director's intents this compares the ringer's signed skew (its note heard minus the director's)
 * with what each suspect predicts: the two clock estimates' errors when the intent was played
 * (director's minus ringer's), and the two output mappings' moves between the run's anchor and
 * the notes' readings (ringer's minus director's).
 */
import { median } from '../lib/stats.ts';

export interface Planned {
  readonly pitchId: number;
  readonly time: number;
  /** When it leaves the output, on the machine's clock (ms). */
  readonly at: number;
}

export interface ClockEntry {
  readonly clock: number;
  readonly offsetMs: number;
  readonly change: number;
  readonly roundTripMs: number;
  readonly samples: number;
  readonly timeOrigin: number;
}

export interface OutputEntry {
  readonly output: number;
  readonly mappingMs: number;
  readonly change: number;
  readonly anchorFor?: number;
  /** The run moved to follow the output by this much (ms). */
  readonly followed?: number;
}

export interface IntentEntry {
  readonly sent?: number;
  readonly applied?: number;
  readonly startAt: number;
  /** The applied clock's offset then, and the page's time origin (since the clock is eased in). */
  readonly offsetMs?: number;
  readonly timeOrigin?: number;
}

/** The clock's error (ms) an intent was sent or played with, where the page logs it. */
const errorOf = (entry: IntentEntry | undefined): number | null =>
  entry?.offsetMs !== undefined && entry.timeOrigin !== undefined ? entry.offsetMs - entry.timeOrigin : null;

export type LogEntry = ClockEntry | OutputEntry | IntentEntry;

export interface PageRecord {
  readonly planned: readonly Planned[];
  readonly log: readonly LogEntry[];
  readonly timeOrigin: number;
}

const clocksOf = (log: readonly LogEntry[]) => log.filter((e): e is ClockEntry => 'clock' in e);
const outputsOf = (log: readonly LogEntry[]) => log.filter((e): e is OutputEntry => 'output' in e);

/** The clock estimate's error (ms, estimate minus truth) in force at machine time `at`. */
function clockErrorAt(page: PageRecord, at: number): number | null {
  const before = clocksOf(page.log).filter((e) => e.timeOrigin + e.clock <= at);
  const last = before.at(-1);
  return last ? last.offsetMs - last.timeOrigin : null;
}

/**
 * How far the output's mapping stood over a stretch from the one its run was placed by at each
 * reading (ms; the median over the stretch's readings): the anchor's, moved by every follow since.
 */
function mappingMoveAt(page: PageRecord, from: number, to: number): number | null {
  const outputs = outputsOf(page.log);
  const when = (e: OutputEntry) => page.timeOrigin + e.output;
  const anchorAt = outputs.findLastIndex((e) => e.anchorFor !== undefined && when(e) <= from);
  if (anchorAt < 0) return null;
  let placedBy = outputs[anchorAt]!.mappingMs;
  let current = placedBy;
  const off: number[] = [];
  for (const entry of outputs.slice(anchorAt + 1)) {
    if (when(entry) >= to) break;
    if (entry.followed !== undefined) placedBy += entry.followed;
    else current = entry.mappingMs;
    if (when(entry) >= from) off.push(current - placedBy);
  }
  return off.length ? median(off) : current - placedBy;
}

/** Each clock change on a page: when (s into the run), by how much, and its error after (ms). */
export function clockChanges(page: PageRecord, start: number) {
  return clocksOf(page.log).map((e) => ({
    s: round((e.timeOrigin + e.clock - start) / 1000),
    changeMs: round(e.change),
    errorMs: round(e.offsetMs - e.timeOrigin),
    rttMs: round(e.roundTripMs),
    samples: e.samples,
  }));
}

/** The output mapping's changes on a page: how many, the largest, and their spread (ms). */
export function mappingChanges(page: PageRecord) {
  const outputs = outputsOf(page.log);
  const moves = outputs
    .filter((e) => e.anchorFor === undefined && e.followed === undefined)
    .map((e) => e.change);
  const mappings = outputs.map((e) => e.mappingMs);
  const follows = outputs.filter((e) => e.followed !== undefined).map((e) => e.followed!);
  return {
    changes: moves.length,
    largestMs: round(Math.max(0, ...moves.map(Math.abs))),
    spanMs: round(mappings.length ? Math.max(...mappings) - Math.min(...mappings) : 0),
    followed: follows.length,
    largestFollowedMs: round(Math.max(0, ...follows.map(Math.abs))),
  };
}

/**
 * Per stretch between the director's intents (machine time of each planned start): the ringer's
 * median signed skew, and what the clocks and the output mappings predict of it.
 */
export function stretches(director: PageRecord, ringer: PageRecord, start: number) {
  const sent = director.log.filter((e): e is IntentEntry => 'sent' in e && e.sent !== undefined);
  const applied = ringer.log.filter((e): e is IntentEntry => 'applied' in e && e.applied !== undefined);
  const bounds = [...sent.map((e) => e.startAt), Number.POSITIVE_INFINITY];
  const led = new Map<string, number[]>();
  for (const note of director.planned) {
    const key = `${note.pitchId}@${note.time.toFixed(6)}`;
    led.set(key, [...(led.get(key) ?? []), note.at]);
  }
  const rows = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i]!;
    const to = bounds[i + 1]!;
    const signed: number[] = [];
    for (const note of ringer.planned) {
      if (note.at < from || note.at >= to) continue;
      const candidates = led.get(`${note.pitchId}@${note.time.toFixed(6)}`) ?? [];
      const nearest = candidates.reduce(
        (best, at) => (Math.abs(note.at - at) < Math.abs(note.at - best) ? at : best),
        Number.POSITIVE_INFINITY,
      );
      if (Math.abs(note.at - nearest) <= 1000) signed.push(note.at - nearest);
    }
    if (signed.length === 0) continue;
    // Each device mapped the start by the estimate it had when it sent or played the intent.
    const played = applied.filter((e) => e.startAt === from).at(-1);
    const errD = errorOf(sent[i]) ?? clockErrorAt(director, sent[i]!.sent!);
    const errR = errorOf(played) ?? clockErrorAt(ringer, played?.applied ?? from);
    const moveD = mappingMoveAt(director, from, to);
    const moveR = mappingMoveAt(ringer, from, to);
    rows.push({
      fromS: round((from - start) / 1000),
      notes: signed.length,
      skewMs: round(median(signed)),
      skewSpreadMs: round(Math.max(...signed) - Math.min(...signed)),
      byClocksMs: errD === null || errR === null ? null : round(errD - errR),
      byOutputMs: moveD === null || moveR === null ? null : round(moveR - moveD),
    });
  }
  return rows;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
