import { useState } from 'react';
import { PRODUCT_NAME } from '../../config.ts';
import { useApp, useAppStoreApi, usePlanFlags } from '../../store/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Spinner } from '../../ui/Feedback.tsx';
import { useOpenings } from '../../ui/openings.ts';
import { replay, star } from '../../ui/shapes/dialogs.ts';
import { subscriptionDisplay } from './status.ts';

/** Manage Subscription: where the plan stands, and resume, upgrade or cancel. */
export default function ManageSubscriptionDialog() {
  const visible = useApp((s) => s.dialogs.manageSubscription.display);
  const plan = useApp((s) => s.plan);
  const flags = usePlanFlags();
  const actions = useAppStoreApi().getState();
  // Every opening starts with the termination menu folded away.
  const opening = useOpenings(visible);
  const display = subscriptionDisplay(plan, flags, PRODUCT_NAME);
  const waiting = display.kind === 'checkout' || display.kind === 'finalizing';

  return (
    <Dialog
      title="Manage Subscription"
      visible={visible}
      onHide={() => actions.closeDialog('manageSubscription')}
      style={{ width: '500px', minHeight: '500px' }}
    >
      <div className="subscription-status" role="status" aria-live="polite">
        {waiting ? <Spinner /> : null}
        {display.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <div className="subscription-actions">
        {display.kind === 'canceled' ? (
          <Button icon={replay} onClick={() => void actions.resumeSubscription()}>
            Resume Subscription
          </Button>
        ) : null}
        {display.kind === 'none' || display.kind === 'failed' ? (
          <Button
            icon={star}
            onClick={() => {
              actions.closeDialog('manageSubscription');
              actions.openDialog('subscriptionOptions');
            }}
          >
            Upgrade
          </Button>
        ) : null}
      </div>
      <Termination
        key={opening}
        canCancel={flags.canCancel}
        onCancel={() => void actions.cancelSubscription()}
      />
    </Dialog>
  );
}

/** The termination menu, folded away until asked for. */
function Termination({
  canCancel,
  onCancel,
}: {
  readonly canCancel: boolean;
  readonly onCancel: () => void;
}) {
  const [terminationShown, setTerminationShown] = useState(false);
  return (
    <div className="termination">
      <Button
        variant="text"
        size="small"
        aria-expanded={terminationShown}
        onClick={() => setTerminationShown(!terminationShown)}
      >
        {terminationShown ? 'Hide Termination Menu' : 'Show Termination Menu'}
      </Button>
      {terminationShown ? (
        <div className="termination-menu">
          <Button variant="danger-outlined" disabled={!canCancel} onClick={onCancel}>
            Cancel Subscription
          </Button>
        </div>
      ) : null}
    </div>
  );
}
