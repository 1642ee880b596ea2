import { choirBellSet, initialOptions, type Piece, type ShapeOptions, shapePiece } from '@ringalong/music-io';
import type { Choir, Song } from '@ringalong/song';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Spinner, Warning } from '../../ui/Feedback.tsx';
import { useOpenings } from '../../ui/openings.ts';
import { FileChooser } from './FileChooser.tsx';
import styles from './ImportDialog.module.css';
import { Preview } from './Preview.tsx';
import { type ReadFile, useReading } from './reading.ts';
import { TunePicker } from './TunePicker.tsx';

export interface ImportDialogProps {
  readonly visible: boolean;
  /** The file dropped on the canvas; none when opened from the menu (the dialog asks for one). */
  readonly file: File | null;
  readonly read: ReadFile;
  readonly onHide: () => void;
  /** Import: the song to put in the editor (one undo step) and the tempo to play it at. */
  readonly onImport: (song: Song, bpm: number) => void;
  /** The active choir: its bells are offered as the bells to import onto. */
  readonly choir?: Choir | null;
}

/** Import music: read a file, preview it with the choices that shape it, bring it in. */
export function ImportDialog(props: ImportDialogProps) {
  const openings = useOpenings(props.visible);
  return props.visible ? <ImportSession key={openings} {...props} /> : null;
}

/**
 * The options follow the piece: a new piece (another file, another tune) starts afresh. The
 * active choir's bells may arrive after the dialog opened (choirs load on first use): they join
 * the options then, keeping what the user chose.
 */
function useOptions(piece: Piece | null, fileName: string, choir: Choir | null | undefined) {
  const [state, setState] = useState<{
    piece: Piece | null;
    choir: Choir | null;
    options: ShapeOptions | null;
  }>({ piece: null, choir: null, options: null });
  let current = state;
  const owned = choir ?? null;
  const withChoir = (options: ShapeOptions | null): ShapeOptions | null => {
    if (!options) return null;
    const { choirSet: _earlier, ...rest } = options;
    const choirSet = owned ? choirBellSet(owned.name, owned.bells) : null;
    return choirSet ? { ...rest, choirSet } : rest;
  };
  if (piece !== state.piece) {
    current = { piece, choir: owned, options: withChoir(piece ? initialOptions(piece, fileName) : null) };
    setState(current);
  } else if (owned !== state.choir) {
    current = { ...state, choir: owned, options: withChoir(state.options) };
    setState(current);
  }
  const change = (patch: Partial<ShapeOptions>) =>
    setState((s) => (s.options ? { ...s, options: { ...s.options, ...patch } } : s));
  return [current.options, change] as const;
}

function ImportSession({ file, read, onHide, onImport, choir }: ImportDialogProps) {
  const { reading, open } = useReading(file, read);
  const piece = reading.state === 'piece' ? reading.piece : null;
  const fileName = reading.state === 'choose' ? '' : reading.file.name;
  const [options, change] = useOptions(piece, fileName, choir);
  const shaped = useMemo(() => (piece && options ? shapePiece(piece, options) : null), [piece, options]);
  const reasonId = useId();
  const refusal = shaped?.refusal ?? null;

  const footer = (
    <>
      <Button variant="text" onClick={onHide}>
        Cancel
      </Button>
      <Button
        disabled={!shaped?.song}
        aria-describedby={refusal ? reasonId : undefined}
        data-action="importSong"
        onClick={() => shaped?.song && onImport(shaped.song, shaped.bpm)}
      >
        Import
      </Button>
    </>
  );

  return (
    <Dialog title="Import music" visible onHide={onHide} footer={footer} className={styles.dialog}>
      {reading.state === 'choose' ? (
        <div className={styles.choose}>
          <p>
            Bring in a MIDI (.mid), MusicXML (.musicxml, .xml, .mxl) or ABC (.abc) file. You can also drop one
            on the canvas.
          </p>
          <FileChooser label="Choose a music file" onFile={(f) => open(f)} />
        </div>
      ) : null}
      {reading.state === 'reading' ? (
        <p className={styles.busy} role="status">
          <Spinner /> Reading {reading.file.name}…
        </p>
      ) : null}
      {reading.state === 'error' ? (
        <div className={styles.choose}>
          <Warning text={reading.message} />
          <FileChooser label="Choose another file" variant="outlined" onFile={(f) => open(f)} />
        </div>
      ) : null}
      {reading.state === 'tunes' ? (
        <TunePicker
          fileName={reading.file.name}
          tunes={reading.tunes}
          onPick={(tune) => open(reading.file, tune)}
        />
      ) : null}
      {reading.state === 'piece' && options && shaped ? (
        <>
          <Preview
            file={reading.file}
            piece={reading.piece}
            options={options}
            shaped={shaped}
            onChange={change}
            onFile={(f) => open(f)}
            choir={choir}
          />
          {refusal ? (
            <div id={reasonId} className={styles.refusal}>
              <Warning text={refusal} />
              {shaped.fit ? (
                <Button variant="outlined" size="small" onClick={() => change({ ...shaped.fit })}>
                  Bring in bars {shaped.fit.fromBar}–{shaped.fit.toBar}
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
