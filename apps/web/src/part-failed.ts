import type { Toast } from './toast.ts';

/** What the user reads when a part of the app (a dialog, the toasts) could not be downloaded. */
export const LOAD_FAILED = "Couldn't load this part of Ringalong. Check your connection and try again.";

/** A part that broke for another reason than the network: the work is in the store, untouched. */
export const PART_FAILED = 'Something went wrong in this part of Ringalong. Your work is safe; try again.';

/** The toast for a part (a dialog, the toasts) that could not be shown. */
export function partFailedToast(loading: boolean): Omit<Toast, 'id'> {
  return { severity: 'error', summary: loading ? LOAD_FAILED : PART_FAILED, life: 6000 };
}
