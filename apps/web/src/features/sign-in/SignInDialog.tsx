import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useApp, useAppStoreApi } from '../../app/store/index.ts';

/** Sign In or Create Account: one button that leaves for the identity provider. */
export default function SignInDialog() {
  const visible = useApp((s) => s.dialogs.signIn.display);
  const signingIn = useApp((s) => s.user.signingInProcess);
  const actions = useAppStoreApi().getState();
  return (
    <Dialog
      header="Sign In or Create Account"
      visible={visible}
      onHide={() => actions.closeDialog('signIn')}
      style={{ width: '400px', height: '210px' }}
      breakpoints={{ '450px': '95vw' }}
    >
      {signingIn ? (
        <div className="sign-in-progress" role="status">
          <ProgressSpinner style={{ width: '28px', height: '28px' }} strokeWidth="6" />
          <span>Getting your account info</span>
        </div>
      ) : (
        <div className="sign-in-body">
          <p>Sign in to save songs, publish them and reach the full library.</p>
          <Button
            icon="pi pi-sign-in"
            label="Continue with your account"
            autoFocus
            onClick={() => void actions.signIn()}
          />
        </div>
      )}
    </Dialog>
  );
}
