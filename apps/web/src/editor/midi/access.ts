/**
 * The Web MIDI boundary, the one place that touches it: `request` is the browser's
 * `navigator.requestMIDIAccess` (or a test's virtual keyboard), handed in so that nothing else
 * needs the browser to have MIDI. Every input's messages go to `onMessage`, inputs plugged in later
 * included; `stop` lets them go.
 */

/** The parts of a MIDIInput we use. */
export interface MidiInputLike {
  readonly name?: string | null;
  onmidimessage: ((event: { readonly data: Uint8Array | null }) => void) | null;
}

/** The parts of MIDIAccess we use. */
export interface MidiAccessLike {
  readonly inputs: { forEach(each: (input: MidiInputLike) => void): void };
  onstatechange: (() => void) | null;
}

export type RequestMidi = () => Promise<MidiAccessLike>;

export type MidiConnection =
  | { readonly kind: 'connected'; readonly inputs: () => readonly string[]; stop(): void }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'refused'; readonly reason: string };

export async function connectMidi(
  request: RequestMidi | undefined,
  onMessage: (data: Uint8Array) => void,
  onInputs?: (names: readonly string[]) => void,
): Promise<MidiConnection> {
  if (!request) return { kind: 'unsupported' };
  let access: MidiAccessLike;
  try {
    access = await request();
  } catch (error) {
    return { kind: 'refused', reason: error instanceof Error ? error.message : String(error) };
  }
  const listen = (event: { readonly data: Uint8Array | null }) => {
    if (event.data) onMessage(event.data);
  };
  const names = (): string[] => {
    const found: string[] = [];
    access.inputs.forEach((input) => {
      found.push(input.name || 'MIDI keyboard');
    });
    return found;
  };
  const attach = () => {
    access.inputs.forEach((input) => {
      input.onmidimessage = listen;
    });
    onInputs?.(names());
  };
  attach();
  access.onstatechange = attach;
  return {
    kind: 'connected',
    inputs: names,
    stop() {
      access.onstatechange = null;
      access.inputs.forEach((input) => {
        if (input.onmidimessage === listen) input.onmidimessage = null;
      });
    },
  };
}
