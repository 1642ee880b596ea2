import { RowCall } from './RowCall.tsx';

export type { RowCallProps } from './RowCall.tsx';
export { RowCall };
export default RowCall;
