/**
 * The editor's chunk, loaded at the first sign of interaction (parts.ts): the layered drawing
 * that takes over from the first picture, the choir view's lanes and 'I am', and Ring along's
 * picture.
 */
export { choirRows, installChoirDrawing } from './choir/player.ts';
export { mountRingAlong } from './ring-along/mount.ts';
export { Stage } from './stage/stage.ts';
