import { Component, type ReactNode } from 'react';

/**
 * The last line against a blank page: if the app itself fails to draw, say so and offer a reload.
 * The work is kept in this browser as it is edited (and again on leaving), so a reload restores it.
 */
export class AppBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="app-failed" role="alert">
        <h1>Something went wrong</h1>
        <p>Ringalong stopped working. Your work is kept in this browser: reload to carry on.</p>
        <button type="button" className="header-button header-button-solid" onClick={() => location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
