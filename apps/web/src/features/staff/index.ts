/** The staff view: its code (and Verovio, when it first draws) loaded when the view first opens. */
import { loadOnce } from '../../load-once.ts';

export type { StaffPart, StaffViewProps } from './staff-parts.ts';
export { staffParts } from './staff-parts.ts';

export const loadStaffView = loadOnce(() => import('./staff-view.chunk.tsx'));
