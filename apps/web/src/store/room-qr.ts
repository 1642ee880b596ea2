/**
 * The QR code of a room's address (with a room's code in the dialogs' chunk): the
 * dark modules as one SVG path, for the room's panel to draw as large as it likes.
 */
import qrcode from 'qrcode-generator';

export interface QrModules {
  /** Modules a side (the quiet zone not included). */
  readonly size: number;
  /** One path of unit squares, one per dark module, in module coordinates. */
  readonly path: string;
}

/** `text` as a QR code (error correction M: a projector's glare and a phone's angle are forgiven). */
export function qrModules(text: string): QrModules {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const size = code.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (code.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
  return { size, path };
}
