import { Button } from 'primereact/button';
import { useApp } from './store/index.ts';

/** The user's name (opens User Settings), or 'Upgrade / Sign in' when nobody is signed in. */
export function AccountButton() {
  const user = useApp((s) => s.user);
  const openDialog = useApp((s) => s.openDialog);
  const upgradeOrSignIn = useApp((s) => s.upgradeOrSignIn);
  if (user.signedIn) {
    return (
      <Button
        className="account-button"
        icon="pi pi-user"
        label={user.name ?? ''}
        aria-label={`Account: ${user.name ?? ''}`}
        onClick={() => openDialog('userSettings')}
        outlined
      />
    );
  }
  return (
    <Button
      className="account-button"
      icon="pi pi-user"
      label="Upgrade / Sign in"
      aria-label="Upgrade / Sign in"
      onClick={upgradeOrSignIn}
      outlined
    />
  );
}
