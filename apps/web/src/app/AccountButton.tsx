import { HeaderButton } from './HeaderButton.tsx';
import { useApp } from './store/index.ts';

/** The user's name (opens User Settings), or 'Upgrade / Sign in' when nobody is signed in. */
export function AccountButton() {
  const user = useApp((s) => s.user);
  const openDialog = useApp((s) => s.openDialog);
  const upgradeOrSignIn = useApp((s) => s.upgradeOrSignIn);
  if (user.signedIn) {
    const name = user.name ?? '';
    return (
      <HeaderButton
        className="account-button"
        variant="outlined"
        icon="user"
        label={name}
        ariaLabel={`Account: ${name}`}
        onClick={() => openDialog('userSettings')}
      />
    );
  }
  return (
    <HeaderButton
      className="account-button"
      variant="outlined"
      icon="user"
      label="Upgrade / Sign in"
      onClick={upgradeOrSignIn}
    />
  );
}
