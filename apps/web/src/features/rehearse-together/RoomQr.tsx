import type { RoomView } from '../../store/types.ts';
import styles from './Together.module.css';

/** The room's address as a QR code, black on white with its quiet zone, as large as the panel allows. */
export function RoomQr(props: { readonly url: string; readonly qr: NonNullable<RoomView['qr']> }) {
  const side = props.qr.size + 8;
  return (
    <svg
      className={styles.qr}
      viewBox={`-4 -4 ${side} ${side}`}
      role="img"
      aria-label={`QR code of ${props.url}`}
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={side} height={side} fill="#fff" />
      <path d={props.qr.path} fill="#000" />
    </svg>
  );
}
