import {
  chosenSet,
  describeParts,
  fitTransposition,
  type Piece,
  type ShapedPiece,
  type ShapeOptions,
} from '@ringalong/music-io';
import { useMemo } from 'react';
import { FileChooser } from './FileChooser.tsx';
import styles from './ImportDialog.module.css';
import { ImportOptions } from './ImportOptions.tsx';
import { type ImportChoir, Outcome } from './Outcome.tsx';
import { PartsTable } from './PartsTable.tsx';

const FORMATS: Readonly<Record<Piece['format'], string>> = { midi: 'MIDI', musicxml: 'MusicXML', abc: 'ABC' };

/** The preview of a read piece: what it is, its parts, the choices, and what the song will be. */
export function Preview({
  file,
  piece,
  options,
  shaped,
  onChange,
  onFile,
  choir,
}: {
  file: File;
  piece: Piece;
  options: ShapeOptions;
  shaped: ShapedPiece;
  onChange: (patch: Partial<ShapeOptions>) => void;
  onFile: (file: File) => void;
  choir?: ImportChoir | null;
}) {
  const { transpose = 0, convention = 'written' } = options;
  // The ranges move with the convention and transposition only.
  const parts = useMemo(
    () => describeParts(piece, { transpose, convention }),
    [piece, transpose, convention],
  );
  const chosen = new Set(options.parts ?? []);
  const toggle = (id: string, on: boolean) => {
    const next = parts.map((p) => p.id).filter((p) => (p === id ? on : chosen.has(p)));
    onChange({ parts: next });
  };
  return (
    <div className={styles.preview}>
      <div className={styles.summary}>
        <p className={styles.title}>{shaped.title}</p>
        <p className={styles.file}>
          {FORMATS[piece.format]} file: {file.name} · {shaped.bpm} bpm{' '}
          <FileChooser label="Choose another file" variant="link" onFile={onFile} />
        </p>
      </div>
      <PartsTable parts={parts} chosen={chosen} onToggle={toggle} />
      <ImportOptions
        options={options}
        bars={{ ...shaped.bars, ...shaped.window }}
        hasChimes={piece.parts.some((part) => part.instrument === 'handchime')}
        onChange={(patch) => onChange(patch)}
        onFit={() => onChange({ transpose: fitTransposition(piece, options) })}
      />
      <Outcome shaped={shaped} set={chosenSet(options)} choir={choir} />
    </div>
  );
}
