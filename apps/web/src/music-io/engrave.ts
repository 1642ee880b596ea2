/**
 * Engraving: MusicXML to staff notation, drawn by Verovio (loaded on first use, `verovio.chunk.ts`)
 * as SVG pages. On screen the music is laid out for the view's width as one tall page; in print
 * Verovio paginates it for the paper (A4 or Letter) at its own staff size (7.2 mm).
 *
 * The page's policy refuses inline `<style>` (no 'unsafe-inline'), and Verovio puts its CSS (text
 * styles, its music font) in a `<style>` inside each SVG: the engraver takes it out and the view
 * adopts it as a constructed style sheet (`adoptEngravingCss`), which the policy allows.
 */
import { loadOnce } from '../load-once.ts';

const toolkit = loadOnce(() => import('./verovio.chunk.ts').then((chunk) => chunk.createToolkit()));

/** Where the pages go: a view `width` CSS pixels wide, or a paper `width` x `height` mm. */
export type EngraveLayout =
  | { readonly kind: 'screen'; readonly width: number }
  | { readonly kind: 'paper'; readonly width: number; readonly height: number };

export interface Engraving {
  /** Each page's SVG, without its `<style>`. */
  readonly pages: readonly string[];
  /** The CSS the pages need (`adoptEngravingCss`). */
  readonly css: string;
}

/**
 * Notes at this many percent of Verovio's size, growing with the view: 32% on a phone (two bars a
 * system at 390 px), 43% at 1280 px, 60% from 1800 px (a staff some 40 px high on a 1080p screen).
 */
export function screenScale(width: number): number {
  return Math.min(60, Math.max(32, Math.round(width / 30)));
}

function options(layout: EngraveLayout): Record<string, unknown> {
  const common = {
    breaks: 'auto',
    svgViewBox: true,
    svgRemoveXlink: true,
    header: 'auto',
    footer: 'none',
    mnumInterval: 1,
  };
  if (layout.kind === 'paper') {
    // Tenths of a millimetre, at 100%: the staff is printed at Verovio's own 7.2 mm.
    return {
      ...common,
      scale: 100,
      pageWidth: Math.round(layout.width * 10),
      pageHeight: Math.round(layout.height * 10),
      // The sheet around it has the margins, the title and the page number; Verovio keeps 5 mm
      // for what it draws left of a system (the part's name, a bar number).
      header: 'none',
      pageMarginTop: 50,
      pageMarginBottom: 50,
      pageMarginLeft: 50,
      pageMarginRight: 50,
    };
  }
  const scale = screenScale(layout.width);
  return {
    ...common,
    scale,
    pageWidth: Math.max(100, Math.round((layout.width * 100) / scale)),
    pageHeight: 60_000,
    adjustPageHeight: true,
    pageMarginTop: 40,
    pageMarginBottom: 40,
    pageMarginLeft: 20,
    pageMarginRight: 20,
  };
}

const STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

/** Splits an SVG from its `<style>` elements. */
export function withoutStyles(svg: string): { svg: string; css: string[] } {
  const css: string[] = [];
  const bare = svg.replace(STYLE, (_whole, rules: string) => {
    css.push(rules);
    return '';
  });
  return { svg: bare, css };
}

export async function engrave(xml: string, layout: EngraveLayout): Promise<Engraving> {
  const tk = await toolkit();
  tk.setOptions(options(layout));
  if (!tk.loadData(xml)) throw new Error(`The engraver could not read the score: ${tk.getLog()}`);
  const pages: string[] = [];
  const css = new Set<string>();
  for (let page = 1; page <= tk.getPageCount(); page += 1) {
    const split = withoutStyles(tk.renderToSVG(page, false));
    pages.push(split.svg);
    for (const rules of split.css) css.add(rules);
  }
  return { pages, css: [...css].join('\n') };
}

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Adopts an engraving's CSS into the document under `name` (one sheet a name, replaced on each
 * engraving): a constructed sheet, which the policy's style-src 'self' allows. Returns the removal.
 */
export function adoptEngravingCss(name: string, css: string): () => void {
  let sheet = sheets.get(name);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheets.set(name, sheet);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  sheet.replaceSync(css);
  const adopted = sheet;
  return () => {
    if (sheets.get(name) !== adopted) return;
    sheets.delete(name);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== adopted);
  };
}
