/**
 * The music's readers and writers as the dialogs use them: Import music (the readers' front and
 * the shaping; the readers themselves run in a worker of their own), Print (the print view and
 * its drawing of the score), the staff view (the MusicXML it engraves; Verovio, the engraver, is a
 * chunk of its own, loaded when the staff view or the staff print first draws), and the encoders
 * (music-io/encoders.ts: Export's renderer, encoders and writers, Export all's zip), which the
 * lower layers reach through chunk-sources.ts.
 */

export { default as StaffView } from '../features/staff/StaffView.tsx';
export * as encoders from '../music-io/encoders.ts';
export { default as ImportMusic } from './ImportMusicHost.tsx';
export { default as Print } from './PrintHost.tsx';
