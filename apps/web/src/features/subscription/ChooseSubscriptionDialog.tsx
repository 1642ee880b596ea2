import { PRICE_PER_YEAR_USD } from '@ringalong/song';
import { useApp, useAppStoreApi } from '../../store/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Icon } from '../../ui/icons.tsx';
import { check, shield, unlock } from '../../ui/shapes/dialogs.ts';

const BENEFITS = [
  'Access to the shared public library of songs',
  'Save the songs you edit and write to your own private library',
  'Publish your compositions and arrangements for everyone',
  'Renews yearly; if you cancel you still get the full year',
];

/** Choose a subscription: what the upgrade gives and the one button that starts the checkout. */
export default function ChooseSubscriptionDialog() {
  const visible = useApp((s) => s.dialogs.subscriptionOptions.display);
  const actions = useAppStoreApi().getState();
  return (
    <Dialog
      title="Subscribe for Full Access"
      visible={visible}
      onHide={() => actions.closeDialog('subscriptionOptions')}
      style={{ width: '650px', minHeight: '550px' }}
    >
      <p className="subscription-note">
        <Icon shape={shield} /> No work will be lost
      </p>
      <ul className="subscription-benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <Icon shape={check} /> {benefit}
          </li>
        ))}
      </ul>
      <Button className="subscribe-button" icon={unlock} autoFocus onClick={() => void actions.subscribe()}>
        {`Subscribe - $${PRICE_PER_YEAR_USD} per year`}
      </Button>
    </Dialog>
  );
}
