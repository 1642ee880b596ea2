import { useEffect, useRef } from 'react';
import { useApp, useAppStoreApi } from '../../store/index.ts';
import { Button } from '../../ui/Button.tsx';

/** 'Showing 100 of 263 songs', or how many there are when every one is shown. */
export function countWords(shown: number, total: number): string {
  const songs = (n: number) => `${n} song${n === 1 ? '' : 's'}`;
  return shown >= total ? `Showing all ${songs(total)}` : `Showing ${shown} of ${songs(total)}`;
}

/** How many of the matching songs the list shows, said once per change to a screen reader. */
export function LibraryCount() {
  const { songs, total } = useApp((s) => s.library);
  if (total === null) return null;
  return (
    <p className="lib-count" aria-live="polite">
      {countWords(songs.length, total)}
    </p>
  );
}

/**
 * The end of the list: the next page loads when it scrolls into view (an IntersectionObserver on
 * a sentinel), and a 'Load more' button does the same for keyboards and screen readers.
 */
export function LibraryMore() {
  const { nextCursor, loadingMore, error } = useApp((s) => s.library);
  const actions = useAppStoreApi().getState();
  const sentinel = useRef<HTMLDivElement>(null);
  const more = nextCursor !== null;

  useEffect(() => {
    const target = sentinel.current;
    // A new page moves the sentinel down and brings a new cursor: observed afresh, it fires again
    // if it is still in view.
    if (nextCursor === null || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void actions.loadMoreSongs();
      },
      // Ask a little before the end comes into view, so scrolling rarely waits.
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [nextCursor, actions]);

  if (!more && error === null) return null;
  return (
    <div className="lib-more">
      <div ref={sentinel} className="lib-more-sentinel" />
      {error === null ? null : (
        <p className="lib-error" role="alert">
          <strong>Couldn't load more songs.</strong> {error}
        </p>
      )}
      {more ? (
        <Button variant="outlined" disabled={loadingMore} onClick={() => void actions.loadMoreSongs()}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
