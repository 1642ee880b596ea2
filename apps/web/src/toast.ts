/** A message in the corner: the store queues them, the kit's `Toasts` shows them. */
export interface Toast {
  /** Increasing: a toast shows once, when a list first holds its id. */
  readonly id: number;
  readonly severity: 'success' | 'info' | 'warn' | 'error';
  readonly summary: string;
  readonly detail?: string;
  readonly life: number;
}
