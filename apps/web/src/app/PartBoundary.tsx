import { Component, type ReactNode } from 'react';
import { PartLoadError } from './lazy-part.tsx';

interface PartBoundaryProps {
  /** Told once when the part fails; `loading` is true when its code could not be downloaded. */
  readonly onFailed: (loading: boolean) => void;
  readonly children: ReactNode;
}

/**
 * Keeps a failing part (a dialog, the toasts) from taking the whole page with it: the part
 * disappears and its owner is told, while the header, the canvas and the work stay as they were.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const loading = error instanceof PartLoadError;
    if (loading) error.retry();
    else console.error(error);
    this.props.onFailed(loading);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
