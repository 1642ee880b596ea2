import type { IconShape } from '../icons.tsx';

/** The shapes the first paint draws: the header, its More menu and the toasts. */

export const library: IconShape = {
  d: 'M4 4h5a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4zM20 4h-5a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h6z',
};
export const edit: IconShape = { d: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4' };
export const view: IconShape = {
  d: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6',
};
export const settings: IconShape = {
  d: 'M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
};
export const rowCall: IconShape = { d: 'M9 6h12M9 12h12M9 18h12M4 6h1M4 12h1M4 18h1' };
export const save: IconShape = { d: 'M5 3h11l3 3v15H5zM8 3v5h7V3M8 14h8v7H8z' };
export const user: IconShape = { d: 'M12 4a4 4 0 1 0 0 8 4 4 0 1 0 0-8M4 21c0-4 4-6 8-6s8 2 8 6' };
export const close: IconShape = { d: 'M6 6l12 12M18 6 6 18' };
export const play: IconShape = { d: 'M7 4l13 8-13 8z', filled: true };
export const pause: IconShape = { d: 'M6 4h4v16H6zM14 4h4v16h-4z', filled: true };
export const stop: IconShape = { d: 'M6 6h12v12H6z', filled: true };
export const more: IconShape = {
  d: 'M3 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0M10 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0M17 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  filled: true,
};

/** Ring along: the four corners of a full screen. */
export const ringAlong: IconShape = { d: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5' };
export const music: IconShape = {
  d: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 1 1 6 0M20 16a3 3 0 1 1-6 0 3 3 0 1 1 6 0',
};

export const loop: IconShape = { d: 'M4 11a8 8 0 0 1 14-5M20 13a8 8 0 0 1-14 5M18 2v4h-4M6 22v-4h4' };

/** Every shape above, by name: the header's buttons and More menu name theirs. */
export const firstPaintShapes = {
  library,
  loop,
  edit,
  view,
  settings,
  rowCall,
  save,
  user,
  close,
  play,
  pause,
  stop,
  more,
  music,
  ringAlong,
} as const;

export type FirstPaintIconName = keyof typeof firstPaintShapes;
