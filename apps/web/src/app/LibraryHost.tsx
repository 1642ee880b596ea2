import { lazyPart } from './lazy-part.tsx';
import { loadAppParts } from './parts.ts';
import { WhenOpened } from './WhenOpened.tsx';

const LibraryDialog = lazyPart<object>(() =>
  loadAppParts().then((parts) => ({ default: parts.LibraryDialog })),
);

/**
 * The Song Library: downloaded right after the first paint (the app's chunk), as the library opens on start, apart
 * from the dialog layer (which holds its delete question: a click away, so it is not needed on start).
 */
export function LibraryHost() {
  return (
    <WhenOpened names={['library']}>
      <LibraryDialog />
    </WhenOpened>
  );
}
