/**
 * One cold page load as a phone on a mobile network feels it: a fresh browser context (empty
 * cache), network and CPU throttled through the DevTools protocol, no click or key press.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/** Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbps down, 750 kbps up, a 4x slower CPU. */
export const CONDITIONS = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1024 * 1024,
  uploadBitsPerSecond: 750 * 1024,
  cpuSlowdown: 4,
} as const;

/** The page counts as idle after load once no request has been in flight for this long. */
const QUIET_MS = 2000;
const GIVE_UP_MS = 60_000;

export interface Transfer {
  readonly path: string;
  readonly type: string;
  readonly status: number;
  readonly encoding: string;
  /** Bytes on the wire for this request: response headers and (encoded) body. */
  readonly wireBytes: number;
  /** When the request was sent and when its last byte arrived, from the page's first request. */
  readonly sentMs: number;
  readonly doneMs: number;
}

export interface LoadFigures {
  /** Everything on the wire until the page is idle after load, headers included. */
  readonly wireBytes: number;
  readonly scriptWireBytes: number;
  readonly requests: number;
  readonly firstContentfulPaintMs: number;
  readonly largestContentfulPaintMs: number;
  /** What the largest contentful paint painted, e.g. `h2.library-title "Song Library"`. */
  readonly largestContentfulElement: string;
  /** Every candidate the browser reported, in order (the last is the largest contentful paint). */
  readonly largestContentfulCandidates: readonly { ms: number; element: string }[];
  /** Long tasks' time past 50 ms each, from first contentful paint until idle. */
  readonly totalBlockingTimeMs: number;
  /** The Play button is on screen, wired to the app, and the main thread is free to take a click. */
  readonly playUsableMs: number;
  readonly transfers: readonly Transfer[];
}

export interface PageRecord {
  lcp: number;
  lcpElement: string;
  /** Every largest-contentful-paint candidate, in order: when, and what it painted. */
  lcpEntries: { ms: number; element: string }[];
  longTasks: { start: number; duration: number }[];
  playUsable: number | null;
}

/** Runs in the page before any of its own scripts. */
export function observePage(): void {
  const record: PageRecord = {
    lcp: Number.NaN,
    lcpElement: '',
    lcpEntries: [],
    longTasks: [],
    playUsable: null,
  };
  (window as unknown as { firstPaintBench: PageRecord }).firstPaintBench = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
      record.lcp = entry.startTime;
      const element = entry.element;
      record.lcpElement = element
        ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
        : '(removed)';
      record.lcpEntries.push({ ms: Math.round(entry.startTime), element: record.lcpElement });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // React keeps a button's props on the element; a button without its onClick yet does nothing.
  const wired = (button: Element) =>
    Object.entries(button).some(
      ([key, props]) =>
        key.startsWith('__reactProps$') &&
        typeof (props as { onClick?: unknown } | null)?.onClick === 'function',
    );
  // A timer task runs only when the main thread is free, so the first one that finds the button
  // ready is when a click on it would be handled.
  const timer = setInterval(() => {
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Play"]');
    if (!button || button.disabled || button.getBoundingClientRect().width === 0 || !wired(button)) return;
    record.playUsable = performance.now();
    clearInterval(timer);
  }, 10);
}

function blockingTime(tasks: PageRecord['longTasks'], from: number, to: number): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.start, from);
    const end = Math.min(task.start + task.duration, to);
    if (end - start > 50) total += end - start - 50;
  }
  return total;
}

/**
 * A missing file on the page's own origin: where a measured page starts, before it is throttled.
 * Chromium runs a page that navigates from about:blank to the origin in a new renderer process,
 * and the CPU throttle set on the old one does not follow it: a bench that throttled about:blank
 * measured the page on a full-speed CPU (a 2e7-iteration loop took 148 ms after that navigation
 * at rate 4, against 588 ms before it and 86 ms unthrottled). A navigation within the origin keeps
 * the process and its throttle. The answer is a small JSON 404 that nothing caches.
 */
export const START_PATH = '/firstpaint-start.txt';
// (A 404 with a body: Chromium shows an empty one as an error page, of another origin.)

/**
 * A new page of `context` on `origin` (at START_PATH), with its network and CPU throttled, ready
 * to load the page to measure cold: nothing of the app is in its cache.
 */
export async function throttledPage(
  context: BrowserContext,
  origin: string,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  await page.goto(`${origin}${START_PATH}`);
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  return { page, cdp };
}

/**
 * A new context of `browser` (a 1280x720 view, requests to other origins refused) and its page on
 * `origin`, throttled and cold (throttledPage). The caller closes the context.
 */
export async function coldThrottledPage(
  browser: Browser,
  origin: string,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    return { context, ...(await throttledPage(context, origin)) };
  } catch (error) {
    await context.close();
    throw error;
  }
}

export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: CONDITIONS.latencyMs,
    downloadThroughput: CONDITIONS.downloadBitsPerSecond / 8,
    uploadThroughput: CONDITIONS.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpuSlowdown });
}

/**
 * `app`: the page is Ringalong's, whose Play button is waited for ('Play usable'); another page
 * (BeepBox) is measured until it is idle. Requests to other origins are refused for both (the
 * bench has no network beyond the machine; BeepBox's page asks for a web font and a widget).
 */
export async function measureLoad(browser: Browser, origin: string, app = true): Promise<LoadFigures> {
  const { context, page, cdp } = await coldThrottledPage(browser, origin);
  try {
    // tsx names inner functions with a `__name` helper that the page does not have.
    await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    await page.addInitScript(observePage);

    const inFlight = new Set<string>();
    const sentAt = new Map<string, number>();
    let firstSent = Number.NaN;
    let lastActivity = Date.now();
    const responses = new Map<string, { path: string; type: string; status: number; encoding: string }>();
    const transfers: Transfer[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.startsWith('http')) return;
      inFlight.add(event.requestId);
      lastActivity = Date.now();
      if (Number.isNaN(firstSent)) firstSent = event.timestamp;
      sentAt.set(event.requestId, event.timestamp);
    });
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const url = new URL(event.response.url);
      responses.set(event.requestId, {
        path: url.origin === origin ? url.pathname : url.href,
        type: event.type ?? 'Other',
        status: event.response.status,
        encoding: headers['content-encoding'] ?? 'identity',
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (!inFlight.delete(event.requestId)) return;
      lastActivity = Date.now();
      const response = responses.get(event.requestId);
      const ms = (seconds: number) => Math.round((seconds - firstSent) * 1000);
      if (response) {
        transfers.push({
          ...response,
          wireBytes: event.encodedDataLength,
          sentMs: ms(sentAt.get(event.requestId) ?? firstSent),
          doneMs: ms(event.timestamp),
        });
      }
    });
    cdp.on('Network.loadingFailed', (event) => {
      if (inFlight.delete(event.requestId)) lastActivity = Date.now();
    });

    const started = Date.now();
    await page.goto(origin, { waitUntil: 'load', timeout: GIVE_UP_MS });
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - started > GIVE_UP_MS) throw new Error(`the page at ${origin} never went idle`);
      await new Promise((r) => setTimeout(r, 100));
    }
    if (app) {
      await page.waitForFunction(
        () => (window as unknown as { firstPaintBench: PageRecord }).firstPaintBench.playUsable !== null,
        undefined,
        { timeout: GIVE_UP_MS },
      );
    }

    const { record, fcp, now } = await page.evaluate(() => ({
      record: (window as unknown as { firstPaintBench: PageRecord }).firstPaintBench,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      now: performance.now(),
    }));
    const sum = (list: readonly Transfer[]) => list.reduce((bytes, t) => bytes + t.wireBytes, 0);
    return {
      wireBytes: sum(transfers),
      scriptWireBytes: sum(transfers.filter((t) => t.type === 'Script')),
      requests: transfers.length,
      firstContentfulPaintMs: fcp,
      largestContentfulPaintMs: record.lcp,
      largestContentfulElement: record.lcpElement,
      largestContentfulCandidates: record.lcpEntries,
      totalBlockingTimeMs: blockingTime(record.longTasks, fcp, now),
      playUsableMs: record.playUsable ?? Number.NaN,
      transfers,
    };
  } finally {
    await context.close();
  }
}
