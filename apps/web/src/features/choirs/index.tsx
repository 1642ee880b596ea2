import { CHOIRS_MAX, type Choir } from '@ringalong/song';
import { useEffect, useState } from 'react';
import { useApp, useAppStoreApi, usePlanFlags } from '../../store/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ChoirEditor } from './ChoirEditor.tsx';
import { ChoirList } from './ChoirList.tsx';
import { emptyChoir } from './choir-draft.ts';
import './choirs.css';

type View =
  | { readonly name: 'list' }
  | { readonly name: 'edit'; readonly choir: Choir; readonly isNew: boolean };

/**
 * The Choirs dialog: the user's choirs with the active one chosen, and making, changing and
 * deleting one (its name, ringers and the bells and chimes it owns). Subscribers' choirs are kept
 * with their account, everyone else's in this browser.
 */
export default function ChoirsDialog() {
  const store = useAppStoreApi();
  const visible = useApp((s) => s.dialogs.choirs.display);
  const { choirs, activeId, status, error } = useApp((s) => s.choir);
  const userId = useApp((s) => s.user.id);
  const { upgraded } = usePlanFlags();
  const [view, setView] = useState<View>({ name: 'list' });
  /** Back from the editor: the list takes the focus, so the keyboard carries on from there. */
  const [returned, setReturned] = useState(false);
  const toList = () => {
    setReturned(true);
    setView({ name: 'list' });
  };

  // Read on opening, and again when who is signed in or the plan changes where choirs live.
  // biome-ignore lint/correctness/useExhaustiveDependencies: userId and upgraded say where the choirs live
  useEffect(() => {
    if (visible) void store.getState().loadChoirs();
  }, [visible, userId, upgraded, store]);
  useEffect(() => {
    if (visible) return;
    setView({ name: 'list' });
    setReturned(false);
  }, [visible]);

  const actions = store.getState();
  const hide = () => actions.closeDialog('choirs');
  const where = upgraded
    ? 'Your choirs are kept with your account.'
    : 'Your choirs are kept in this browser. Subscribers keep them with their account.';

  return (
    <Dialog
      // One title throughout: a title that changed would make the dialog start over (and move the focus).
      title="Choirs"
      visible={visible}
      onHide={view.name === 'edit' ? toList : hide}
      className="choirs-dialog"
      style={{ width: '640px' }}
    >
      {view.name === 'edit' ? (
        <ChoirEditor
          key={view.choir.id}
          heading={view.isNew ? 'New choir' : `Edit ${view.choir.name}`}
          initial={view.choir}
          isNew={view.isNew}
          onCancel={toList}
          onSave={async (choir) => {
            const kept = await store.getState().saveChoir(choir);
            if (kept) {
              actions.notify({ severity: 'success', summary: `Choir “${choir.name}” saved`, life: 2000 });
              toList();
            }
            return kept;
          }}
        />
      ) : status === 'error' ? (
        <div className="choirs-list">
          <p className="choirs-error" role="alert">
            Your choirs could not be read: {error}
          </p>
          <Button onClick={() => void actions.loadChoirs()}>Try again</Button>
        </div>
      ) : status !== 'ready' ? (
        <p className="choirs-note" role="status">
          Reading your choirs…
        </p>
      ) : (
        <>
          <p className="choirs-note">{where}</p>
          <ChoirList
            choirs={choirs}
            focusFirst={returned}
            activeId={activeId}
            full={choirs.length >= CHOIRS_MAX}
            onChoose={(id) => actions.setActiveChoir(id)}
            onNew={() => setView({ name: 'edit', choir: emptyChoir(), isNew: true })}
            onEdit={(choir) => setView({ name: 'edit', choir, isNew: false })}
            onDelete={(choir) => void actions.deleteChoir(choir.id)}
          />
        </>
      )}
    </Dialog>
  );
}
