import { Suspense } from 'react';
import { useApp } from '../store/index.ts';
import { lazyPart } from './lazy-part.tsx';
import { PartBoundary } from './PartBoundary.tsx';

const NoteTools = lazyPart(() => import('./NoteTools.tsx'));

/**
 * The composer's note tools, a split point of their own: the page starts in the player, so their
 * code is fetched when the composer first opens, not at start-up. Should it fail to download, the
 * tools stay away (the keys and the right-click menu need no code of theirs) and the next opening
 * of the composer tries again.
 */
export function NoteToolsHost() {
  const editMode = useApp((s) => s.preferences.editMode);
  if (!editMode) return null;
  return (
    <PartBoundary onFailed={() => undefined}>
      <Suspense fallback={null}>
        <NoteTools />
      </Suspense>
    </PartBoundary>
  );
}
