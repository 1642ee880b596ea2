import { useApp, useAppStoreApi } from '../../store/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Spinner } from '../../ui/Feedback.tsx';
import { signIn } from '../../ui/shapes/dialogs.ts';

/** Sign In or Create Account: one button that leaves for the identity provider. */
export default function SignInDialog() {
  const visible = useApp((s) => s.dialogs.signIn.display);
  const signingIn = useApp((s) => s.user.signingInProcess);
  const actions = useAppStoreApi().getState();
  return (
    <Dialog
      title="Sign In or Create Account"
      visible={visible}
      onHide={() => actions.closeDialog('signIn')}
      style={{ width: '400px', minHeight: '210px' }}
    >
      {signingIn ? (
        <div className="sign-in-progress" role="status">
          <Spinner size={28} />
          <span>Getting your account info</span>
        </div>
      ) : (
        <div className="sign-in-body">
          <p>Sign in to save songs, publish them and reach the full library.</p>
          <Button icon={signIn} autoFocus onClick={() => void actions.signIn()}>
            Continue with your account
          </Button>
        </div>
      )}
    </Dialog>
  );
}
