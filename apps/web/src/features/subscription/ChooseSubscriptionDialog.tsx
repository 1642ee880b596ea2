import { PRICE_PER_YEAR_USD } from '@ringalong/song';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useApp, useAppStoreApi } from '../../app/store/index.ts';

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
      header="Subscribe for Full Access"
      visible={visible}
      onHide={() => actions.closeDialog('subscriptionOptions')}
      style={{ width: '650px', height: '550px' }}
      breakpoints={{ '700px': '95vw' }}
    >
      <p className="subscription-note">
        <i className="pi pi-shield" aria-hidden="true" /> No work will be lost
      </p>
      <ul className="subscription-benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <i className="pi pi-check" aria-hidden="true" /> {benefit}
          </li>
        ))}
      </ul>
      <Button
        className="subscribe-button"
        label={`Subscribe - $${PRICE_PER_YEAR_USD} per year`}
        icon="pi pi-lock-open"
        autoFocus
        onClick={() => void actions.subscribe()}
      />
    </Dialog>
  );
}
