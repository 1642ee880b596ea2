import { sanitizeDisplayName } from '@ringalong/song';
import { useId, useMemo, useState } from 'react';
import { SUPPORT_EMAIL } from '../../config.ts';
import { useApp, useAppStoreApi } from '../../store/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { useOpenings } from '../../ui/openings.ts';
import { card, signOut } from '../../ui/shapes/dialogs.ts';

/** Room for a name with symbols to be cleaned away; the 20-character cut comes after cleaning. */
const DRAFT_MAX = 200;

/** User Settings: display name, sign out, the way to Manage Subscription and to support. */
export default function UserSettingsDialog() {
  const visible = useApp((s) => s.dialogs.userSettings.display);
  const name = useApp((s) => s.user.name);
  const actions = useAppStoreApi().getState();
  // The field starts from the stored name on every opening.
  const opening = useOpenings(visible);

  return (
    <Dialog
      title="User Settings"
      visible={visible}
      onHide={() => actions.closeDialog('userSettings')}
      style={{ width: '500px', minHeight: '350px' }}
    >
      <NameForm key={opening} name={name} onUpdate={(cleaned) => void actions.updateUsername(cleaned)} />
      <div className="user-settings-actions">
        <Button
          variant="outlined"
          icon={card}
          onClick={() => {
            actions.closeDialog('userSettings');
            actions.openDialog('manageSubscription');
          }}
        >
          Manage Subscription
        </Button>
        <Button variant="outlined" icon={signOut} onClick={() => void actions.signOut()}>
          Sign out
        </Button>
      </div>
      <p className="support-line">
        Need help? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </Dialog>
  );
}

/** The display name field, starting from the stored name. */
function NameForm({
  name,
  onUpdate,
}: {
  readonly name: string | null;
  readonly onUpdate: (name: string) => void;
}) {
  const [draft, setDraft] = useState(name ?? '');
  // An updated name (the cleaned one the server stored) replaces the draft, in the same field.
  const [stored, setStored] = useState(name);
  if (stored !== name) {
    setStored(name);
    setDraft(name ?? '');
  }
  const nameId = useId();
  const hintId = useId();
  // Spec section 5 cleans first (trim, letters, digits and spaces, one space) and cuts to 20
  // after, so the field takes the whole text; the cleaned name is what is sent, shown beforehand.
  const cleaned = useMemo(() => sanitizeDisplayName(draft), [draft]);
  const differs = cleaned !== draft;

  return (
    <form
      className="user-name-form"
      onSubmit={(e) => {
        e.preventDefault();
        onUpdate(cleaned);
      }}
    >
      <label htmlFor={nameId}>Display name</label>
      <div className="user-name-row">
        <input
          id={nameId}
          type="text"
          className="ui-input"
          value={draft}
          maxLength={DRAFT_MAX}
          aria-describedby={differs ? hintId : undefined}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">Update</Button>
      </div>
      {differs ? (
        <small id={hintId} className="user-name-hint">
          Saved as “{cleaned}”
        </small>
      ) : null}
    </form>
  );
}
