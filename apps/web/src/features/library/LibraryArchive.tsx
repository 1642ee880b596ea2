import { useRef, useState } from 'react';
import { errorMessage, failureDetail } from '../../api/errors.ts';
import { exportAllSongs, type ImportSummary, importSongArchive } from '../../store/archive-flows.ts';
import { useApp, useAppStoreApi, usePlanFlags } from '../../store/index.ts';
import { Button } from '../../ui/Button.tsx';

/** Hands the file to the browser's downloads. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type Busy = 'export' | 'import' | null;

/** What the last export or import did, in plain words. */
function Summary({ summary }: { summary: ImportSummary }) {
  if (summary.archiveRefused !== null) {
    return <p className="lib-error">Nothing was imported. {summary.archiveRefused}</p>;
  }
  const count = summary.imported.length;
  return (
    <>
      <p>
        Imported {count} song{count === 1 ? '' : 's'}
        {summary.refused.length > 0 ? `; ${summary.refused.length} not imported:` : '.'}
      </p>
      {summary.refused.length > 0 ? (
        <ul className="lib-archive-refused">
          {summary.refused.map(({ file, reason }) => (
            <li key={file}>
              {file}: {reason}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * Export all (every song of the signed-in person as one zip of JSON and MusicXML) and Import
 * archive (such a zip made into new songs), with what happened said in a status line. In the
 * dialogs' chunk (app/dialogs.chunk.tsx), handed to the library by the shell and loaded once
 * someone signed in opens it; the zip's code comes with the encoders when first used.
 */
export function LibraryArchive() {
  const signedIn = useApp((s) => s.user.signedIn);
  const { upgraded } = usePlanFlags();
  const store = useAppStoreApi();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [said, setSaid] = useState<{ text: string } | { summary: ImportSummary } | null>(null);
  if (!signedIn) return null;

  const run = async (kind: 'export' | 'import', work: () => Promise<void>) => {
    setBusy(kind);
    setSaid(null);
    try {
      await work();
    } catch (error) {
      console.error(`Song archive ${kind} failed:`, errorMessage(error));
      setSaid({ text: `${kind === 'export' ? 'Export' : 'Import'} failed. ${failureDetail(error)}` });
    } finally {
      setBusy(null);
    }
  };
  const exportAll = () =>
    run('export', async () => {
      const archive = await exportAllSongs(store.getState);
      saveFile(archive.blob, archive.name);
      setSaid({
        text: `Exported ${archive.count} song${archive.count === 1 ? '' : 's'} to ${archive.name}.`,
      });
    });
  const importFile = (file: File) =>
    run('import', async () => {
      const summary = await importSongArchive(file);
      setSaid({ summary });
      if (summary.imported.length > 0) await store.getState().refreshLibrary();
    });

  return (
    <div className="lib-archive">
      <div className="lib-archive-actions">
        <Button variant="outlined" disabled={busy !== null} onClick={() => void exportAll()}>
          {busy === 'export' ? 'Exporting…' : 'Export all'}
        </Button>
        {upgraded ? (
          <>
            <Button variant="outlined" disabled={busy !== null} onClick={() => picker.current?.click()}>
              {busy === 'import' ? 'Importing…' : 'Import archive'}
            </Button>
            <input
              ref={picker}
              type="file"
              accept=".zip,application/zip"
              hidden
              aria-label="Song archive to import"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void importFile(file);
              }}
            />
          </>
        ) : null}
      </div>
      <div className="lib-archive-said" role="status">
        {said === null ? null : 'text' in said ? <p>{said.text}</p> : <Summary summary={said.summary} />}
      </div>
    </div>
  );
}
