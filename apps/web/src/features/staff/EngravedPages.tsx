/** Engraved SVG pages put into the page as they are (Verovio's markup, its styles already adopted). */
import { useLayoutEffect, useRef } from 'react';

export function EngravedPage({ svg, className }: { svg: string; className: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (box.current) box.current.innerHTML = svg;
  }, [svg]);
  return <div ref={box} className={className} />;
}
