/**
 * Every icon of the app, as inline SVG: an icon font would be a 35 kB download, and a glyph
 * missing from it would show as nothing.
 */
const STROKED = {
  library: 'M4 4h5a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4zM20 4h-5a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h6z',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  view: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6',
  settings:
    'M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  rowCall: 'M9 6h12M9 12h12M9 18h12M4 6h1M4 12h1M4 18h1',
  save: 'M5 3h11l3 3v15H5zM8 3v5h7V3M8 14h8v7H8z',
  user: 'M12 4a4 4 0 1 0 0 8 4 4 0 1 0 0-8M4 21c0-4 4-6 8-6s8 2 8 6',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 1 0 0-14M16 16l5 5',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  check: 'M5 12l5 5L20 7',
  close: 'M6 6l12 12M18 6 6 18',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M6 9l6 6 6-6',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  signIn: 'M15 4h4v16h-4M10 8l4 4-4 4M14 12H3',
  signOut: 'M9 4H5v16h4M16 8l4 4-4 4M20 12H9',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z',
  unlock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 7.5-2',
  refresh: 'M20 11a8 8 0 1 0-2 6M20 4v7h-7',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  replay: 'M4 11a8 8 0 1 1 2 6M4 4v7h7',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2-5.5-3-5.5 3 1-6.2L3 9.7l6.2-.9z',
  warning: 'M12 3 2 20h20zM12 10v4M12 17v.5',
} as const;
const FILLED = {
  play: 'M7 4l13 8-13 8z',
  pause: 'M6 4h4v16H6zM14 4h4v16h-4z',
  stop: 'M6 6h12v12H6z',
  more: 'M3 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0M10 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0M17 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
} as const;

export type IconName = keyof typeof STROKED | keyof typeof FILLED;

const isFilled = (name: IconName): name is keyof typeof FILLED => name in FILLED;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={`app-icon ${className ?? ''}`}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {isFilled(name) ? (
        <path d={FILLED[name]} fill="currentColor" />
      ) : (
        <path
          d={STROKED[name]}
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

/** A turning ring, for a wait whose words say what is awaited. */
export function Spinner({ size = 16 }: { size?: number }) {
  return (
    <svg className="ui-spinner" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
