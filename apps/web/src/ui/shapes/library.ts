import type { IconShape } from '../icons.tsx';

/** The shapes the Song Library adds (it opens on start; bench/bundle counts it before any interaction). */

export const bell: IconShape = { d: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4' };
export const search: IconShape = { d: 'M11 4a7 7 0 1 0 0 14 7 7 0 1 0 0-14M16 16l5 5' };
export const trash: IconShape = { d: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6' };
export const plus: IconShape = { d: 'M12 5v14M5 12h14' };
