/** Ring along: the full-screen projector view, loaded when first entered. */
export { RingAlong, type RingAlongProps } from './RingAlong.tsx';
