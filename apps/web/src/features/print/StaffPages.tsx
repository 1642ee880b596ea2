/**
 * The score (or one ringer's part) in staff notation, as the engraver (Verovio) paginates it for
 * the paper: each of its pages on a sheet of ours, under the title and page number. The music is
 * engraved when the choice is made (Verovio loads then), at Verovio's staff size of 7.2 mm.
 */
import type { RowRef, Song } from '@ringalong/song';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { adoptEngravingCss, type Engraving, engrave } from '../../music-io/engrave.ts';
import { engravingXml } from '../../music-io/engraving-xml.ts';
import type { RingerLine } from './assignment-chart.ts';
import { contentBox, type Paper } from './layout.ts';
import { PageFrame } from './PageFrame.tsx';
import { RingerPick } from './RingerParts.tsx';

/** The sheet's header (title, what is printed, page number), above the music. */
const HEADER_MM = 16;
export const WHOLE_SCORE = 'score';

function EngravedSvg({ svg }: { svg: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (box.current) box.current.innerHTML = svg;
  }, [svg]);
  return <div ref={box} className="pv-staff" />;
}

/** Whose staff notation: the whole score, or one ringer's part. */
export function StaffPick(props: {
  ringers: readonly RingerLine[];
  value: string;
  onChange: (id: string) => void;
}) {
  return <RingerPick {...props} label="Staff of" first={{ label: 'The whole score', value: WHOLE_SCORE }} />;
}

export interface StaffPagesProps {
  readonly song: Song;
  readonly title: string;
  readonly subtitle: string;
  readonly paper: Paper;
  readonly bpm: number;
  /** A ringer's rows; none for the whole score. */
  readonly rows?: readonly RowRef[];
}

export function StaffPages({ song, title, subtitle, paper, bpm, rows }: StaffPagesProps) {
  const [engraving, setEngraving] = useState<Engraving | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const box = contentBox(paper);
    let current = true;
    setEngraving(null);
    engrave(engravingXml(song, bpm, rows), {
      kind: 'paper',
      width: box.width,
      height: box.height - HEADER_MM,
    }).then(
      (done) => {
        if (current) setEngraving(done);
      },
      (error: unknown) => {
        console.error('The staff notation could not be engraved', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [song, bpm, rows, paper]);
  useEffect(() => (engraving ? adoptEngravingCss('staff-print', engraving.css) : undefined), [engraving]);

  if (failed) return <p className="pv-empty-part">The staff notation could not be engraved.</p>;
  if (!engraving) return <p className="pv-empty-part">Engraving the staff notation…</p>;
  const pages = engraving.pages.length;
  return (
    <>
      {engraving.pages.map((svg, index) => (
        <PageFrame
          // biome-ignore lint/suspicious/noArrayIndexKey: a page has no identity but its place.
          key={index}
          paper={paper}
          title={title}
          subtitle={subtitle}
          page={index + 1}
          pages={pages}
        >
          <EngravedSvg svg={svg} />
        </PageFrame>
      ))}
    </>
  );
}
