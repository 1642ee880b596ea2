import { RowCall } from './RowCall.tsx';

export type { RowCallProps } from './RowCall.tsx';
export type { RowCallRinger } from './ringers.ts';
export { rowCallRingers } from './ringers.ts';
export { RowCall };
export default RowCall;
