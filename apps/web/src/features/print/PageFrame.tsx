/**
 * One sheet of the print: the song's title, what is printed and the page number at its top, then
 * its body. On screen it is drawn as the paper with its margins; in print the `@page` margins
 * take their place and each sheet starts a new page.
 */
import type { CSSProperties, ReactNode } from 'react';
import { contentBox, MARGIN_MM, type Paper } from './layout.ts';

export interface PageFrameProps {
  readonly paper: Paper;
  readonly title: string;
  /** What is printed: 'Score', 'Part: C5, D5', 'Bells used'. */
  readonly subtitle: string;
  readonly page: number;
  readonly pages: number;
  readonly children: ReactNode;
}

export function PageFrame({ paper, title, subtitle, page, pages, children }: PageFrameProps) {
  const box = contentBox(paper);
  return (
    <section
      className="pv-page"
      aria-label={`Page ${page} of ${pages}`}
      style={
        {
          width: `${box.width}mm`,
          height: `${box.height}mm`,
          '--pv-margin': `${MARGIN_MM}mm`,
        } as CSSProperties
      }
    >
      <header className="pv-page-header">
        <div>
          <h3 className="pv-title">{title}</h3>
          <p className="pv-subtitle">{subtitle}</p>
        </div>
        <p className="pv-page-number">
          Page {page} of {pages}
        </p>
      </header>
      {children}
    </section>
  );
}
