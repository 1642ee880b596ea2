import { useEffect, useState } from 'react';
import { loadOnce } from '../../load-once.ts';
import type { QrModules } from './qr.chunk.ts';
import styles from './Together.module.css';

const loadQr = loadOnce(() => import('./qr.chunk.ts'));

/** The room's address as a QR code, black on white with its quiet zone, loaded when first shown. */
export function RoomQr(props: { readonly url: string }) {
  const [modules, setModules] = useState<QrModules | null>(null);
  useEffect(() => {
    let live = true;
    loadQr().then(
      (qr) => live && setModules(qr.qrModules(props.url)),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [props.url]);
  if (!modules) return <div className={styles.qr} aria-busy="true" />;
  const side = modules.size + 8;
  return (
    <svg
      className={styles.qr}
      viewBox={`-4 -4 ${side} ${side}`}
      role="img"
      aria-label={`QR code of ${props.url}`}
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={side} height={side} fill="#fff" />
      <path d={modules.path} fill="#000" />
    </svg>
  );
}
