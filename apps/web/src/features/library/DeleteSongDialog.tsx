import './library.css';
import { Icon } from '../../app/icons.tsx';
import { useApp, useAppStoreApi } from '../../app/store/index.ts';
import { LibraryButton } from './LibraryButton.tsx';
import { ModalFrame } from './ModalFrame.tsx';

/** 'Are you sure?': deleting a song cannot be undone. */
export default function DeleteSongDialog() {
  const { display, data: song } = useApp((s) => s.dialogs.deleteSong);
  const actions = useAppStoreApi().getState();
  return (
    <ModalFrame
      title="Are you sure?"
      visible={display}
      onHide={() => actions.closeDialog('deleteSong')}
      className="lib-confirm"
      footer={
        <div className="lib-confirm-footer">
          <LibraryButton variant="text" onClick={() => actions.closeDialog('deleteSong')}>
            Keep it
          </LibraryButton>
          <LibraryButton
            variant="danger"
            icon={<Icon name="trash" />}
            autoFocus
            onClick={() => song && void actions.deleteSong(song)}
          >
            Delete song permanently
          </LibraryButton>
        </div>
      }
    >
      {song ? <p>'{song.title}' will be deleted for good.</p> : null}
    </ModalFrame>
  );
}
