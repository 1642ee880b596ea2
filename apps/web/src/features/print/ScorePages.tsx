/** The score, or a part (the same bars on fewer rows), laid out on pages of the chosen paper. */
import type { RowRef, Song } from '@ringalong/song';
import { Legend, legendHeight } from './Legend.tsx';
import { contentBox, layoutScore, type Paper, SYSTEM_GAP_MM } from './layout.ts';
import { PageFrame } from './PageFrame.tsx';
import { SystemSvg } from './SystemSvg.tsx';

export interface ScorePagesProps {
  readonly song: Song;
  readonly title: string;
  readonly subtitle: string;
  /** The rows to print, top to bottom. */
  readonly rows: readonly RowRef[];
  readonly paper: Paper;
}

export function ScorePages({ song, title, subtitle, rows, paper }: ScorePagesProps) {
  const width = contentBox(paper).width;
  const legendMm = legendHeight(song, rows, width);
  const layout = layoutScore(song, rows.length, paper, legendMm);
  const lastPage = layout.pages.length - 1;
  return (
    <>
      {layout.pages.map((systems, page) => (
        <PageFrame
          key={systems[0]?.firstBar ?? page}
          paper={paper}
          title={title}
          subtitle={subtitle}
          page={page + 1}
          pages={layout.pages.length}
        >
          {page === 0 ? <Legend song={song} rows={rows} height={legendMm} /> : null}
          <div className="pv-systems" style={{ gap: `${SYSTEM_GAP_MM}mm` }}>
            {systems.map((system, i) => (
              <SystemSvg
                key={system.firstBar}
                song={song}
                system={system}
                rows={rows}
                rowMm={layout.rowMm}
                width={width}
                last={page === lastPage && i === systems.length - 1}
              />
            ))}
          </div>
        </PageFrame>
      ))}
    </>
  );
}
