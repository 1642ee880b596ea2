import { createBellVoice } from './bell-voice';
import { createMasterBus } from './master-bus';
import { Mixer } from './mixer';
import type { AudioClock } from './playback';
import type { Tone, ToneContext, Voice, VoiceOutput } from './voice';

/** Everything playing needs once Tone.js is in: the clock, its ticker and the bells' voice. */
export interface Rig {
  readonly context: ToneContext;
  readonly clock: AudioClock;
  readonly voice: Voice;
  /** Where the voice's strikes go (the count-in's clicks go there too). */
  readonly output: VoiceOutput;
  /** The light room reverb in or out (master-bus.ts). */
  setRoom(on: boolean): void;
}

/** Contexts made in a user's gesture for an engine; any other one Tone holds is its own. */
const pageContexts = new WeakSet<object>();

/**
 * Start Tone on the page's context (made in the user's gesture) or on its current one (offline
 * renders), with the master bus and the bells' voice (bells are rendered as they are needed).
 */
export async function loadRig(tone: Tone, pageContext: AudioContext | undefined): Promise<Rig> {
  if (pageContext) {
    // Importing Tone makes an AudioContext of its own (and a ticking worker); the page needs
    // only the one made in the gesture, so Tone's is closed.
    const ownContext = tone.getContext();
    const disposeOwn = !ownContext.isOffline && !pageContexts.has(ownContext.rawContext);
    pageContexts.add(pageContext);
    tone.setContext(new tone.Context(pageContext), disposeOwn);
  }
  await tone.start();
  const context = tone.getContext();
  const master = createMasterBus(context);
  tone.connect(master.output, tone.getDestination());
  const mixer = new Mixer(context, master.input);
  const previews = new Mixer(context, master.directInput);
  const output: VoiceOutput = {
    context,
    lane: (start, end, direct) => (direct ? previews : mixer).lane(start, end),
  };
  const voice = createBellVoice(output);
  // Tone's context ticks from a Web Worker timer, which keeps time when the main thread is busy.
  const clock: AudioClock = {
    get currentTime() {
      return context.currentTime;
    },
    onTick(listener) {
      context.on('tick', listener);
      return () => context.off('tick', listener);
    },
  };
  return { context, clock, voice, output, setRoom: (on) => master.setRoom(on) };
}
