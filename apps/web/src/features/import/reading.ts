import type { Piece, ReadOutcome, TuneChoice } from '@ringalong/music-io';
import { useEffect, useState } from 'react';

/** Reads a music file (the app passes the worker-backed reader; it never throws). */
export type ReadFile = (
  file: File,
  options: { readonly tune?: number; readonly signal?: AbortSignal },
) => Promise<ReadOutcome>;

/** Where the dialog is: no file yet, reading one, a tune to pick, a message, or a piece to preview. */
export type Reading =
  | { readonly state: 'choose' }
  | { readonly state: 'reading'; readonly file: File }
  | { readonly state: 'tunes'; readonly file: File; readonly tunes: readonly TuneChoice[] }
  | { readonly state: 'error'; readonly file: File; readonly message: string }
  | { readonly state: 'piece'; readonly file: File; readonly piece: Piece };

interface Request {
  readonly file: File;
  readonly tune?: number;
}

function settled(file: File, outcome: ReadOutcome): Reading {
  if (outcome.kind === 'piece') return { state: 'piece', file, piece: outcome.piece };
  if (outcome.kind === 'tunes') return { state: 'tunes', file, tunes: outcome.tunes };
  return { state: 'error', file, message: outcome.message };
}

/**
 * Reads the given file (and each one `open` is given); a read still under way when another
 * starts, or when the dialog closes, is abandoned and its answer ignored.
 */
export function useReading(initial: File | null, read: ReadFile) {
  const [request, setRequest] = useState<Request | null>(initial ? { file: initial } : null);
  const [reading, setReading] = useState<Reading>(
    initial ? { state: 'reading', file: initial } : { state: 'choose' },
  );
  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    const { file, tune } = request;
    read(file, { ...(tune === undefined ? {} : { tune }), signal: controller.signal })
      .catch(
        (error: unknown): ReadOutcome => ({
          kind: 'error',
          message: `${file.name} could not be read (${String(error)}).`,
        }),
      )
      .then((outcome) => {
        if (!controller.signal.aborted) setReading(settled(file, outcome));
      });
    return () => controller.abort();
  }, [request, read]);
  const open = (file: File, tune?: number) => {
    setReading({ state: 'reading', file });
    setRequest(tune === undefined ? { file } : { file, tune });
  };
  // While the dialog is open, a file dropped anywhere on the page is read in place of this one
  // (and never opened by the browser in place of the app).
  useEffect(() => {
    const onDrag = (event: DragEvent) => {
      event.preventDefault();
      const file = event.type === 'drop' ? event.dataTransfer?.files[0] : undefined;
      if (file) {
        setReading({ state: 'reading', file });
        setRequest({ file });
      }
    };
    window.addEventListener('dragover', onDrag);
    window.addEventListener('drop', onDrag);
    return () => {
      window.removeEventListener('dragover', onDrag);
      window.removeEventListener('drop', onDrag);
    };
  }, []);
  return { reading, open };
}
