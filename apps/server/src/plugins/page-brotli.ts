import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** Distinct pages kept packed: the library's first page, the header alone, a few song addresses. */
const KEPT_PAGES = 8;

/**
 * The app's page packed with brotli at its best quality, once per distinct page. The page is
 * rendered from data that changes seldom (a view count), and each visit otherwise had it packed
 * on the fly at quality 4 (@fastify/compress's default, right for API answers that differ every
 * time): the library's first page went as 6,024 bytes instead of 5,089, the bytes a phone waits for
 * before its first paint. Packing at quality 11 costs 10-30 ms of a thread-pool thread, so it is
 * done off the visits' time: as the server renders a page ahead of visits (web.ts), or else as
 * the first visit with a page goes at quality 4; the visits after get the packed bytes.
 */
export class PackedPages {
  private readonly packed = new Map<string, Buffer | null>();

  /** The page's packed bytes if they are ready; otherwise undefined, and they are made for next time. */
  get(html: string): Buffer | undefined {
    const ready = this.packed.get(html);
    if (ready !== undefined) {
      // The most recently used goes last, the least recently used first.
      this.packed.delete(html);
      this.packed.set(html, ready);
      return ready ?? undefined;
    }
    this.packed.set(html, null);
    for (const oldest of this.packed.keys()) {
      if (this.packed.size <= KEPT_PAGES) break;
      this.packed.delete(oldest);
    }
    compress(Buffer.from(html), {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }).then(
      (bytes) => {
        // Not if it was pushed out meanwhile.
        if (this.packed.get(html) === null) this.packed.set(html, bytes);
      },
      () => this.packed.delete(html),
    );
    return undefined;
  }
}

/**
 * Whether a client's Accept-Encoding header takes brotli first among what the server sends (brotli
 * or gzip), as the compression plugin chooses: brotli named or `*`, with a weight above 0 and no
 * lower than gzip's.
 */
export function prefersBrotli(header: string | undefined): boolean {
  if (!header) return false;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    if (name) weights.set(name, Number.isFinite(value) ? value : 0);
  }
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  return br > 0 && br >= (weights.get('gzip') ?? any);
}
