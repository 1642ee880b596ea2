/**
 * The staff view: the song (or one ringer's part) in staff notation over the canvas, below the
 * header, drawn by Verovio from the song's MusicXML (`music-io/engraving-xml.ts`) for the view's
 * width, engraved again when the song, the part or the width changes. Escape or the action
 * again ('Staff view') closes it.
 */
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { adoptEngravingCss, type Engraving, engrave } from '../../music-io/engrave.ts';
import { engravingXml } from '../../music-io/engraving-xml.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { EngravedPage } from './EngravedPages.tsx';
import { type StaffViewProps, WHOLE_SONG } from './staff-parts.ts';
import './staff.css';

/** The view's width in CSS pixels, followed as it changes. */
function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    setWidth(Math.floor(node.clientWidth));
    const observer = new ResizeObserver(() => setWidth(Math.floor(node.clientWidth)));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export default function StaffView({ song, bpm, parts, onClose }: StaffViewProps) {
  const [partId, setPartId] = useState(WHOLE_SONG);
  const part = parts.find((p) => p.id === partId) ?? parts[0];
  const music = useRef<HTMLDivElement>(null);
  const width = useWidth(music);
  const [engraving, setEngraving] = useState<Engraving | null>(null);
  const [failed, setFailed] = useState(false);
  const pickId = useId();
  const headingId = useId();

  useEffect(() => {
    if (width <= 0) return;
    let current = true;
    engrave(engravingXml(song, bpm, part?.rows), { kind: 'screen', width }).then(
      (done) => {
        if (!current) return;
        setEngraving(done);
        setFailed(false);
      },
      (error: unknown) => {
        console.error('The staff view could not be drawn', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [song, bpm, part, width]);

  useEffect(() => (engraving ? adoptEngravingCss('staff-view', engraving.css) : undefined), [engraving]);

  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section className="staff-view" aria-labelledby={headingId}>
      <div className="staff-bar">
        <h2 id={headingId}>Staff view</h2>
        {parts.length > 1 ? (
          <>
            <label htmlFor={pickId}>Part</label>
            <Select
              id={pickId}
              value={part?.id}
              options={parts.map((p) => ({ label: p.name, value: p.id }))}
              onChange={setPartId}
            />
          </>
        ) : null}
        <Button variant="outlined" onClick={onClose}>
          Close
        </Button>
      </div>
      <div ref={music} className="staff-music" aria-busy={engraving === null}>
        {failed ? <p className="staff-note">The staff notation could not be drawn.</p> : null}
        {!engraving && !failed ? <p className="staff-note">Engraving…</p> : null}
        {engraving?.pages.map((svg, index) => (
          // Pages are positional: page 2 stays page 2 when the song changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: a page has no identity but its place.
          <EngravedPage key={index} svg={svg} className="staff-page" />
        ))}
      </div>
    </section>
  );
}
