import { useApp } from '../store/index.ts';
import { HeaderButton } from './HeaderButton.tsx';

/** The user's name (opens User Settings), or 'Upgrade / Sign in' when nobody is signed in. */
export function useAccountAction(): { label: string; ariaLabel?: string; onSelect: () => void } {
  const user = useApp((s) => s.user);
  const openDialog = useApp((s) => s.openDialog);
  const upgradeOrSignIn = useApp((s) => s.upgradeOrSignIn);
  if (!user.signedIn) return { label: 'Upgrade / Sign in', onSelect: upgradeOrSignIn };
  const name = user.name ?? '';
  return { label: name, ariaLabel: `Account: ${name}`, onSelect: () => openDialog('userSettings') };
}

export function AccountButton() {
  const { label, ariaLabel, onSelect } = useAccountAction();
  // Until the start-up check answers, the button keeps its place but shows nothing: a signed-in
  // user never sees 'Sign in' first (index.html paints the same).
  const checked = useApp((s) => s.sessionChecked);
  return (
    <HeaderButton
      className={checked ? 'account-button words-1024' : 'account-button words-1024 account-pending'}
      variant="outlined"
      icon="user"
      label={label}
      ariaLabel={ariaLabel}
      onClick={onSelect}
    />
  );
}
