import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import type { ClickTrack } from '../../audio/types.ts';
import { useApp, useAppStoreApi } from '../../store/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import './calibration.css';
import { type Calibration, calibrate, tapOffsets } from './taps.ts';

/** One minute of clicks at 80 beats a minute. */
export const CLICKS = 80;
export const SPACING_SECONDS = 0.75;

type Phase =
  | { readonly name: 'ready' }
  | { readonly name: 'tapping'; readonly track: ClickTrack }
  | { readonly name: 'done'; readonly result: Calibration | null };

/** A tap's time: the input's own time stamp where the browser gives one on the page's clock. */
function tapTime(timeStamp: number): number {
  const now = performance.now();
  return timeStamp > 0 && timeStamp <= now ? timeStamp : now;
}

const describe = (ms: number) => `Your device: ${ms} ms`;

/**
 * Sound sync: a click on each beat for a minute, the user taps along (Space, any key, or the tap
 * area), and the median of tap minus click becomes the device offset: how much later than the
 * browser reports this device's sound is heard. The picture and the hit cue then wait that long.
 */
export default function CalibrationDialog() {
  const visible = useApp((s) => s.dialogs.calibration.display);
  const stored = useApp((s) => s.preferences.deviceOffsetMs);
  const store = useAppStoreApi();
  const [phase, setPhase] = useState<Phase>({ name: 'ready' });
  const taps = useRef<number[]>([]);
  const [tapCount, setTapCount] = useState(0);
  const pad = useRef<HTMLButtonElement>(null);

  const finish = (track: ClickTrack) => {
    track.stop();
    const clicks = track.heardAt();
    const result = calibrate(tapOffsets(clicks, taps.current, SPACING_SECONDS * 1000));
    if (result) store.getState().setPreferences({ deviceOffsetMs: result.offsetMs });
    setPhase({ name: 'done', result });
  };

  // The run ends by itself half a beat after its last click.
  // biome-ignore lint/correctness/useExhaustiveDependencies: finish reads the taps through a ref
  useEffect(() => {
    if (phase.name !== 'tapping') return;
    // Space and the other keys tap on the pad, which takes the focus as the clicks start.
    pad.current?.focus();
    const ends = phase.track.heardAt().at(-1)! + (SPACING_SECONDS * 1000) / 2;
    const timer = setTimeout(() => finish(phase.track), Math.max(0, ends - performance.now()));
    return () => clearTimeout(timer);
  }, [phase]);

  // Closing the dialog stops the clicks and starts afresh next time.
  useEffect(() => {
    if (visible || phase.name === 'ready') return;
    if (phase.name === 'tapping') phase.track.stop();
    setPhase({ name: 'ready' });
  }, [visible, phase]);

  const start = async () => {
    taps.current = [];
    setTapCount(0);
    const track = await store.getState().deps.audio.clickTrack(CLICKS, SPACING_SECONDS);
    setPhase({ name: 'tapping', track });
  };
  const tap = (timeStamp: number) => {
    if (phase.name !== 'tapping') return;
    taps.current.push(tapTime(timeStamp));
    setTapCount(taps.current.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab' || event.repeat) return;
    event.preventDefault();
    tap(event.timeStamp);
  };
  const onPointerDown = (event: PointerEvent) => {
    event.preventDefault();
    tap(event.timeStamp);
  };

  return (
    <Dialog
      title="Sound sync"
      visible={visible}
      onHide={() => store.getState().closeDialog('calibration')}
      style={{ width: '460px' }}
    >
      <p className="calibration-text">
        {describe(stored)}. Some speakers and headphones (Bluetooth most of all) play later than the browser
        knows. Tap along with a click for up to a minute, and the notes reach the hit point when you hear
        them.
      </p>
      {phase.name === 'tapping' ? (
        <>
          <button
            ref={pad}
            type="button"
            className="calibration-pad"
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
          >
            Tap here, or press Space or any key, on each click
            <span className="calibration-count">{tapCount} taps</span>
          </button>
          <div className="calibration-actions">
            <Button onClick={() => finish(phase.track)}>Finish</Button>
          </div>
        </>
      ) : (
        <>
          {phase.name === 'done' ? (
            <p className="calibration-result" role="status">
              {phase.result
                ? `${describe(phase.result.offsetMs)} (from ${phase.result.used} taps)`
                : 'Not enough steady taps to measure: try again, tapping on each click.'}
            </p>
          ) : null}
          <div className="calibration-actions">
            <Button onClick={() => void start()}>{phase.name === 'done' ? 'Run again' : 'Start'}</Button>
            <Button
              variant="outlined"
              disabled={stored === 0}
              onClick={() => store.getState().setPreferences({ deviceOffsetMs: 0 })}
            >
              Reset to 0 ms
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
