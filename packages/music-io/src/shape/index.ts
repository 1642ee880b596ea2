export * from './bell-sets.ts';
export { fitTransposition } from './fit.ts';
export * from './options.ts';
export { type NeededRow, type ShapedPiece, shapePiece } from './shape.ts';
export { chooseSignature, type SignatureChoice } from './signatures.ts';
