/**
 * The main thread per frame as users feel it, from a Chrome trace: every task the page's renderer
 * main thread ran (script, style, layout, paint, canvas raster, commit, audio scheduling, garbage
 * collection: whatever it was), cut at the start of each frame (BeginMainFrame) and summed per
 * frame, as wall time (what delays the next frame) and thread CPU time (the work itself).
 */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

export interface FrameCosts {
  /** Main-thread wall time per frame, ms. */
  readonly wall: number[];
  /** Main-thread CPU time per frame, ms (the thread's own clock: time the OS gave other processes is left out). */
  readonly cpu: number[];
  /** Main-thread tasks longer than 50 ms inside the window, ms. */
  readonly longTasks: number[];
  /** What each of those was: the events inside it that took 20 ms or more, outermost first. */
  readonly longTaskParts: string[];
  /**
   * Mean CPU per frame of the threads the main thread hands its frames to, ms: the page's
   * compositor thread, and the display compositor (without a GPU it draws every frame in
   * software, in the GPU process). Work moved off the main thread shows up here.
   */
  readonly compositorCpu: number;
  readonly displayCpu: number;
}

/** Trace categories that hold the renderer's tasks, frames and their parts. */
export const CATEGORIES = [
  'toplevel',
  'cc',
  'blink',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
];

const FRAME_STARTS = new Set(['ProxyMain::BeginMainFrame', 'WebFrameWidgetImpl::BeginMainFrame']);

/**
 * Frames whose start lies in the last `windowMs` before the last frame of the trace, less
 * `trimMs` at either end (the run's first and last frames: the clock starting, the stop).
 */
export function frameCosts(trace: Buffer, windowMs: number, trimMs = 250): FrameCosts {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The page's renderer is the one that made frames (others, if any, stayed idle).
  const frameStarts = new Map<string, number[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !FRAME_STARTS.has(e.name) || !mains.has(thread)) continue;
    if (!frameStarts.has(thread)) frameStarts.set(thread, []);
    frameStarts.get(thread)!.push(e.ts);
  }
  const [thread, starts] = [...frameStarts].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
  // Both names mark one frame; keep one start per frame.
  const frames = [...new Set(starts)]
    .sort((a, b) => a - b)
    .filter((ts, i, all) => i === 0 || ts - all[i - 1]! > 1000);
  const tasks = topLevel(
    events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && (e.dur ?? 0) > 0),
  );

  const end = (frames.at(-1) ?? 0) - trimMs * 1000;
  const begin = (frames.at(-1) ?? 0) - windowMs * 1000 + trimMs * 1000;
  const wall: number[] = [];
  const cpu: number[] = [];
  let t = 0;
  for (let i = 0; i + 1 < frames.length; i++) {
    const [from, to] = [frames[i]!, frames[i + 1]!];
    if (from < begin || from > end) continue;
    let w = 0;
    let c = 0;
    while (t < tasks.length && tasks[t]!.ts + tasks[t]!.dur! <= from) t++;
    for (let k = t; k < tasks.length && tasks[k]!.ts < to; k++) {
      const task = tasks[k]!;
      const overlap = Math.min(to, task.ts + task.dur!) - Math.max(from, task.ts);
      if (overlap <= 0) continue;
      w += overlap;
      c += ((task.tdur ?? task.dur!) * overlap) / task.dur!;
    }
    wall.push(w / 1000);
    cpu.push(c / 1000);
  }
  const long = tasks.filter((task) => task.ts >= begin && task.ts <= end && task.dur! > 50_000);
  const longTasks = long.map((task) => task.dur! / 1000);
  const own = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && (e.dur ?? 0) >= 20_000);
  const longTaskParts = long.map((task) =>
    own
      .filter((e) => e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
      .map((e) => `${e.name} ${Math.round(e.dur! / 1000)} ms (CPU ${Math.round((e.tdur ?? 0) / 1000)})`)
      .join(' > '),
  );
  const pid = Number(thread.split(':')[0]);
  const cpuOf = (name: string, samePid: boolean) => {
    const ids = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === name && (!samePid || e.pid === pid))
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const own = topLevel(
      events.filter((e) => e.ph === 'X' && ids.has(`${e.pid}:${e.tid}`) && (e.dur ?? 0) > 0),
    );
    const inWindow = own.filter((e) => e.ts >= begin && e.ts <= end);
    return inWindow.reduce((sum, e) => sum + (e.tdur ?? e.dur!), 0) / 1000 / Math.max(1, wall.length);
  };
  return {
    wall,
    cpu,
    longTasks,
    longTaskParts,
    compositorCpu: cpuOf('Compositor', true),
    displayCpu: cpuOf('VizCompositorThread', false),
  };
}

/** Events not inside another one: the thread's tasks. */
function topLevel(events: TraceEvent[]): TraceEvent[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: TraceEvent[] = [];
  let until = Number.NEGATIVE_INFINITY;
  for (const e of sorted) {
    if (e.ts < until) continue;
    tasks.push(e);
    until = e.ts + e.dur!;
  }
  return tasks;
}
