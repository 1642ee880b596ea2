/**
 * What strikes, the mixer and the master bus are built with: Tone's context on the page, or a
 * plain OfflineAudioContext for an export (`music-io/render-audio.ts`), which needs no Tone.js.
 */
export type NodeFactory = Pick<
  BaseAudioContext,
  | 'sampleRate'
  | 'createBuffer'
  | 'createBufferSource'
  | 'createGain'
  | 'createBiquadFilter'
  | 'createDynamicsCompressor'
  | 'createWaveShaper'
  | 'createConvolver'
>;
