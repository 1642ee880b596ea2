import { Suspense } from 'react';
import { useApp } from '../store/index.ts';
import { lazyPart } from './lazy-part.tsx';
import { PartBoundary } from './PartBoundary.tsx';
import { loadAppParts } from './parts.ts';

const NoteTools = lazyPart<object>(() => loadAppParts().then((parts) => ({ default: parts.NoteTools })));

/**
 * The composer's note tools, in the app's chunk with the library (fetched right after the first
 * paint), so the composer's first opening finds them. Should it fail to download, the
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
