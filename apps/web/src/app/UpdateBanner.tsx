import { useApp } from '../store/index.ts';

/**
 * 'A new version is ready · Reload': the new version of the app waits until the user chooses it
 * (store/offline.ts), so nothing is swapped under a playing song.
 */
export function UpdateBanner() {
  const ready = useApp((s) => s.network.updateReady);
  const applyUpdate = useApp((s) => s.applyUpdate);
  if (!ready) return null;
  return (
    <div className="update-banner" role="status">
      <span>A new version is ready</span>
      <button type="button" className="update-banner-reload" onClick={applyUpdate}>
        Reload
      </button>
    </div>
  );
}
