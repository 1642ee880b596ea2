/**
 * The sheet size and margins of the browser's print (CSS `@page`), for the chosen paper: a style
 * element of its own, put in while the print view is open and taken out when it closes.
 */
import { MARGIN_MM, type Paper } from './layout.ts';

const ID = 'pv-page-style';

export function pageRule(paper: Paper): string {
  return `@page { size: ${paper.cssSize} portrait; margin: ${MARGIN_MM}mm; }`;
}

export function setPageStyle(paper: Paper): void {
  let style = document.getElementById(ID);
  if (!style) {
    style = document.createElement('style');
    style.id = ID;
    document.head.append(style);
  }
  style.textContent = pageRule(paper);
}

export function removePageStyle(): void {
  document.getElementById(ID)?.remove();
}
