/**
 * @tonejs/midi's `Midi` class, however the module arrives: bundlers give its named export, Node's
 * own ESM loader (scripts, the import benchmark) only a default object holding it.
 */
import * as tonejs from '@tonejs/midi';

export const { Midi } = 'Midi' in tonejs ? tonejs : (tonejs as unknown as { default: typeof tonejs }).default;
export type Midi = tonejs.Midi;
