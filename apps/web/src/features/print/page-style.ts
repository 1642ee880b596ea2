/**
 * The sheet size and margins of the browser's print (CSS `@page`), for the chosen paper: a style
 * sheet of its own, put in while the print view is open and taken out when it closes.
 */
import { MARGIN_MM, type Paper } from './layout.ts';

const ID = 'pv-page-style';

export function pageRule(paper: Paper): string {
  return `@page { size: ${paper.cssSize} portrait; margin: ${MARGIN_MM}mm; }`;
}

/** The constructed sheet in use where the browser has them (the app's CSP allows no inline style element). */
let sheet: CSSStyleSheet | null = null;

/**
 * A constructed style sheet where the browser supports them: it is not an inline style, so the
 * Content-Security-Policy (`style-src 'self'`, no 'unsafe-inline') lets it apply. Elsewhere (test
 * DOMs) a style element of its own.
 */
export function setPageStyle(paper: Paper): void {
  if ('adoptedStyleSheets' in document && typeof CSSStyleSheet === 'function') {
    sheet ??= new CSSStyleSheet();
    sheet.replaceSync(pageRule(paper));
    if (!document.adoptedStyleSheets.includes(sheet)) {
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }
    return;
  }
  let style = document.getElementById(ID);
  if (!style) {
    style = document.createElement('style');
    style.id = ID;
    document.head.append(style);
  }
  style.textContent = pageRule(paper);
}

export function removePageStyle(): void {
  if (sheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  document.getElementById(ID)?.remove();
}
