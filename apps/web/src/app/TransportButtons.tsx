import { useApp } from '../store/index.ts';
import { useDispatch } from './actions.ts';
import { HeaderButton } from './HeaderButton.tsx';

/**
 * Play/Pause and Stop, as the header and the embedded player show them. `locked` (a ringer in a
 * rehearsal room following the director) makes both read and look disabled, with the reason.
 */
export function TransportButtons({
  locked = null,
  stopClassName,
}: {
  readonly locked?: string | null;
  readonly stopClassName?: string;
}) {
  const playing = useApp((s) => s.playback === 'playing');
  const dispatch = useDispatch();
  const lockedProps = locked
    ? { 'aria-disabled': true, 'aria-describedby': 'transport-lock', title: locked }
    : {};
  return (
    <>
      <HeaderButton
        className="play-button"
        variant="solid"
        icon={playing ? 'pause' : 'play'}
        label={playing ? 'Pause' : 'Play'}
        aria-keyshortcuts="Space"
        data-action="playPause"
        {...lockedProps}
        onClick={() => (locked ? undefined : dispatch('playPause'))}
      />
      <HeaderButton
        {...(stopClassName ? { className: stopClassName } : {})}
        icon="stop"
        label="Stop"
        variant="outlined"
        data-action="stop"
        {...lockedProps}
        onClick={() => (locked ? undefined : dispatch('stop'))}
      />
      {locked ? (
        <span id="transport-lock" className="visually-hidden">
          {locked}
        </span>
      ) : null}
    </>
  );
}
