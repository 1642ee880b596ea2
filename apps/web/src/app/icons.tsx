/**
 * Icons as inline SVG for what shows on start (the header and the library): the icon font would
 * be a 35 kB download before the first interaction.
 */
const STROKED: Record<string, string> = {
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
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 1 0 0-14M16 16l5 5',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
};
const FILLED: Record<string, string> = {
  play: 'M7 4l13 8-13 8z',
  pause: 'M6 4h4v16H6zM14 4h4v16h-4z',
  stop: 'M6 6h12v12H6z',
  more: 'M3 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0M10 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0M17 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
};

export type IconName = keyof typeof STROKED | keyof typeof FILLED;

/** `className` is there for PrimeReact, which passes its own when an Icon is a button's icon. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const filled = FILLED[name];
  return (
    <svg
      className={`app-icon ${className ?? ''}`}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {filled ? (
        <path d={filled} fill="currentColor" />
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
