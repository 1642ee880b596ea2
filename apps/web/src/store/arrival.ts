/** Why the app was opened: back from sign-in, or from a checkout the user canceled. */
export interface Arrival {
  readonly returningFromSignIn: boolean;
  readonly checkoutCanceled: boolean;
}

/**
 * The server's return address at checkout Cancel (`CHECKOUT_CANCELED_PATH` on the server). Kept
 * here as text so the start-up code stays free of the contract and its schemas.
 */
const CHECKOUT_PARAM = 'checkout';
const CANCELED = 'canceled';

/** Reads the arrival from the address and tidies it away, so a reload does not repeat it. */
export function takeArrival(): Arrival {
  const url = new URL(window.location.href);
  const arrival = {
    returningFromSignIn: url.searchParams.get('signedIn') === '1',
    checkoutCanceled: url.searchParams.get(CHECKOUT_PARAM) === CANCELED,
  };
  if (arrival.returningFromSignIn || arrival.checkoutCanceled) {
    url.searchParams.delete('signedIn');
    url.searchParams.delete(CHECKOUT_PARAM);
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  }
  return arrival;
}
