/**
 * The app's icons, as inline SVG: an icon font would be a 35 kB download, and a glyph missing
 * from it would show as nothing. The shapes live in `shapes/`, grouped by where they are first
 * drawn (the first paint, the library, the dialog layer), so each loads with what draws it.
 */
export interface IconShape {
  /** An SVG path on a 24 x 24 grid. */
  readonly d: string;
  /** Filled (play, pause, stop, more) rather than stroked. */
  readonly filled?: boolean;
}

export function Icon({ shape, className }: { shape: IconShape; className?: string }) {
  return (
    <svg
      className={`app-icon ${className ?? ''}`}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {shape.filled ? (
        <path d={shape.d} fill="currentColor" />
      ) : (
        <path
          d={shape.d}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
