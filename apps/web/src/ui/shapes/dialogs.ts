import type { IconShape } from '../icons.tsx';

/** The shapes only the dialog layer draws: they load with it, not on start. */

export const minus: IconShape = { d: 'M5 12h14' };
export const check: IconShape = { d: 'M5 12l5 5L20 7' };
export const chevronLeft: IconShape = { d: 'M15 5l-7 7 7 7' };
export const chevronRight: IconShape = { d: 'M9 5l7 7-7 7' };
export const chevronDown: IconShape = { d: 'M6 9l6 6 6-6' };
export const bolt: IconShape = { d: 'M13 2 4 14h7l-1 8 9-12h-7z' };
export const signIn: IconShape = { d: 'M15 4h4v16h-4M10 8l4 4-4 4M14 12H3' };
export const signOut: IconShape = { d: 'M9 4H5v16h4M16 8l4 4-4 4M20 12H9' };
export const card: IconShape = { d: 'M3 6h18v12H3zM3 10h18M7 15h3' };
export const shield: IconShape = { d: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z' };
export const unlock: IconShape = { d: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 7.5-2' };
export const refresh: IconShape = { d: 'M20 11a8 8 0 1 0-2 6M20 4v7h-7' };
export const copy: IconShape = { d: 'M9 9h11v11H9zM5 15H4V4h11v1' };
export const replay: IconShape = { d: 'M4 11a8 8 0 1 1 2 6M4 4v7h7' };
export const star: IconShape = { d: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2-5.5-3-5.5 3 1-6.2L3 9.7l6.2-.9z' };
export const warning: IconShape = { d: 'M12 3 2 20h20zM12 10v4M12 17v.5' };
