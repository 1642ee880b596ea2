import type { SongMetadata } from '@ringalong/song';
import { useEffect, useRef, useState } from 'react';
import { useApp, useAppStoreApi } from '../../store/index.ts';
import type { QrModules } from '../../store/room-qr.ts';
import { qrCodeOf, shareLinks } from '../../store/share.ts';
import type { LoadedSongMeta } from '../../store/types.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { useOpenings } from '../../ui/openings.ts';
import { copy } from '../../ui/shapes/dialogs.ts';
import styles from './Share.module.css';

/**
 * Share (docs/addresses.md): the song's link to copy, its QR code (large enough to read off a
 * projector), and the embedded player's address. A song never saved has no address yet; a
 * private song's link opens for its owner only, and its owner may make it public from here.
 */
export default function ShareDialog() {
  const { display } = useApp((s) => s.dialogs.share);
  const actions = useAppStoreApi().getState();
  const opening = useOpenings(display);
  return (
    <Dialog
      title="Share this song"
      visible={display}
      onHide={() => actions.closeDialog('share')}
      className={styles.dialog}
    >
      <ShareContent key={opening} />
    </Dialog>
  );
}

function ShareContent() {
  const store = useAppStoreApi();
  const meta = useApp((s) => s.loadedSongMeta);
  const title = useApp((s) => s.loadedTitle);
  const userId = useApp((s) => (s.user.signedIn ? s.user.id : null));
  const unsaved = useApp((s) => s.saveRequired);
  const links = shareLinks({ loadedSongMeta: meta, loadedTitle: title }, globalThis.location?.origin ?? '');
  if (!links)
    return <p className={styles.note}>Save the song to share it: a song has its address once it is saved.</p>;
  const owner = userId !== null && meta.user_id === userId;
  const isPublic = meta.is_public === true || meta.is_demo === true;
  // Through the library's own publicity change (its switch): the open song's record follows it.
  const makePublic = () => {
    const { loadedSongMeta } = store.getState();
    if (isStoredRecord(loadedSongMeta)) void store.getState().setPublicity(loadedSongMeta, true);
  };
  return (
    <div className={styles.body}>
      <CopyField label="Link" value={links.link} button="Copy link" />
      {unsaved ? (
        <p className={styles.note}>The link opens the song as last saved: save to share your changes.</p>
      ) : null}
      {isPublic ? null : (
        <div className={styles.private} role="note">
          <p>This song is private: only its owner can open the link.</p>
          {owner ? (
            <Button variant="outlined" data-action="makePublic" onClick={makePublic}>
              Make it public
            </Button>
          ) : null}
        </div>
      )}
      <SongQr link={links.link} />
      {isPublic ? (
        <CopyField
          label="Embed on a web page"
          value={`<iframe src="${links.embed}" width="640" height="360" title="${escapeAttr(title)}"></iframe>`}
          button="Copy code"
        />
      ) : null}
    </div>
  );
}

/** A song's whole stored record (opened or saved), not a new song's id alone. */
function isStoredRecord(meta: LoadedSongMeta): meta is SongMetadata {
  return meta.song_id > 0 && meta.title !== undefined && meta.user_id !== undefined;
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A read-only field and its copy button; where the clipboard is refused, the text is selected to copy by hand. */
function CopyField(props: { readonly label: string; readonly value: string; readonly button: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  const copyIt = async () => {
    try {
      await navigator.clipboard.writeText(props.value);
      setSaid('Copied.');
    } catch {
      field.current?.focus();
      field.current?.select();
      setSaid('Copying was not allowed here: the text is selected, copy it by hand (Ctrl+C).');
    }
  };
  return (
    <div className={styles.copyField}>
      <label className={styles.label}>
        {props.label}
        <input ref={field} readOnly value={props.value} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <Button icon={copy} onClick={() => void copyIt()}>
        {props.button}
      </Button>
      <span className={styles.said} role="status">
        {said}
      </span>
    </div>
  );
}

/** The link as a QR code, black on white with its quiet zone, as large as the dialog allows. */
function SongQr({ link }: { readonly link: string }) {
  const [qr, setQr] = useState<QrModules | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    qrCodeOf(link).then(
      (made) => live && setQr(made),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [link]);
  if (failed)
    return <p className={styles.note}>The QR code could not be made: the connection may be down.</p>;
  if (!qr) return <div className={styles.qr} aria-busy="true" />;
  const side = qr.size + 8;
  return (
    <svg
      className={styles.qr}
      viewBox={`-4 -4 ${side} ${side}`}
      role="img"
      aria-label={`QR code of ${link}`}
      shapeRendering="crispEdges"
      data-qr-link={link}
    >
      <rect x={-4} y={-4} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
