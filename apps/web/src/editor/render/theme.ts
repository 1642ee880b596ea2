/** The canvas palette: dark, so the bells' colours carry the picture. */
export const THEME = {
  background: '#15171c',
  indentPanel: 'rgba(21, 23, 28, 0.82)',
  /** Behind each bell name: notes passing under it stay out of the way of the letters. */
  labelPlate: '#1f2229',
  rowGuide: 'rgba(255, 255, 255, 0.07)',
  barline: '#3b404c',
  hitPoint: '#f4f4f6',
  selectedRing: '#ffffff',
  /** A length's tail behind its dot (the row's colour at this opacity). */
  tailAlpha: 0.55,
  seekerTrack: '#2b2f38',
  seekerPlayed: '#6f7588',
  seekerThumb: '#f4f4f6',
  button: '#2b2f38',
  buttonText: '#d6d8de',
  boxStroke: 'rgba(255, 255, 255, 0.8)',
  boxFill: 'rgba(255, 255, 255, 0.08)',
  dimmedLabelAlpha: 0.3,
} as const;
