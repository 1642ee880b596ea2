import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { useApp, useAppStoreApi, usePlanFlags } from '../../app/store/index.ts';
import { PRODUCT_NAME } from '../../app/store/subscription.ts';
import { subscriptionDisplay } from './status.ts';

/** Manage Subscription: where the plan stands, and resume, upgrade or cancel. */
export default function ManageSubscriptionDialog() {
  const visible = useApp((s) => s.dialogs.manageSubscription.display);
  const plan = useApp((s) => s.plan);
  const flags = usePlanFlags();
  const actions = useAppStoreApi().getState();
  const [terminationShown, setTerminationShown] = useState(false);
  // Every opening starts with the termination menu folded away.
  useEffect(() => {
    if (visible) setTerminationShown(false);
  }, [visible]);
  const display = subscriptionDisplay(plan, flags, PRODUCT_NAME);
  const waiting = display.kind === 'checkout' || display.kind === 'finalizing';

  return (
    <Dialog
      header="Manage Subscription"
      visible={visible}
      onHide={() => actions.closeDialog('manageSubscription')}
      style={{ width: '500px', height: '500px' }}
      breakpoints={{ '550px': '95vw' }}
    >
      <div className="subscription-status" role="status" aria-live="polite">
        {waiting ? <i className="pi pi-spin pi-spinner" aria-hidden="true" /> : null}
        {display.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <div className="subscription-actions">
        {display.kind === 'canceled' ? (
          <Button
            label="Resume Subscription"
            icon="pi pi-replay"
            onClick={() => void actions.resumeSubscription()}
          />
        ) : null}
        {display.kind === 'none' || display.kind === 'failed' ? (
          <Button
            label="Upgrade"
            icon="pi pi-star"
            onClick={() => {
              actions.closeDialog('manageSubscription');
              actions.openDialog('subscriptionOptions');
            }}
          />
        ) : null}
      </div>
      <div className="termination">
        <Button
          label={terminationShown ? 'Hide Termination Menu' : 'Show Termination Menu'}
          text
          size="small"
          aria-expanded={terminationShown}
          onClick={() => setTerminationShown(!terminationShown)}
        />
        {terminationShown ? (
          <div className="termination-menu">
            <Button
              label="Cancel Subscription"
              severity="danger"
              outlined
              disabled={!flags.canCancel}
              onClick={() => void actions.cancelSubscription()}
            />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
