import { USERNAME_MAX } from '@ringalong/song';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useState } from 'react';
import { SUPPORT_EMAIL } from '../../app/config.ts';
import { useApp, useAppStoreApi } from '../../app/store/index.ts';

/** User Settings: display name, sign out, the way to Manage Subscription and to support. */
export default function UserSettingsDialog() {
  const visible = useApp((s) => s.dialogs.userSettings.display);
  const name = useApp((s) => s.user.name);
  const actions = useAppStoreApi().getState();
  const [draft, setDraft] = useState(name ?? '');
  const nameId = useId();
  useEffect(() => {
    if (visible) setDraft(name ?? '');
  }, [visible, name]);

  return (
    <Dialog
      header="User Settings"
      visible={visible}
      onHide={() => actions.closeDialog('userSettings')}
      style={{ width: '500px', height: '350px' }}
      breakpoints={{ '550px': '95vw' }}
    >
      <form
        className="user-name-form"
        onSubmit={(e) => {
          e.preventDefault();
          void actions.updateUsername(draft);
        }}
      >
        <label htmlFor={nameId}>Display name</label>
        <div className="user-name-row">
          <InputText
            id={nameId}
            value={draft}
            maxLength={USERNAME_MAX}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" label="Update" />
        </div>
      </form>
      <div className="user-settings-actions">
        <Button
          label="Manage Subscription"
          icon="pi pi-credit-card"
          outlined
          onClick={() => {
            actions.closeDialog('userSettings');
            actions.openDialog('manageSubscription');
          }}
        />
        <Button
          label="Sign out"
          icon="pi pi-sign-out"
          severity="secondary"
          onClick={() => void actions.signOut()}
        />
      </div>
      <p className="support-line">
        Need help? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </Dialog>
  );
}
