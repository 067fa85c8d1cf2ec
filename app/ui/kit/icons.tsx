// Drawn icons for the header buttons and the undo toast: inline SVG in the text colour, so every
// phone shows them (emoji and rare glyphs turn into empty boxes on some). The
// icons are decoration: the button around each carries the accessible name.
import type { JSX } from 'preact';

const PATHS = {
  /** A chevron pointing back. */
  back: 'M15 5 8 12l7 7',
  /** An open book: the night's rules. */
  rules: 'M12 6c-2-1.5-5-2-8-1.5v13c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-13c-3-.5-6 0-8 1.5Zm0 0v13',
  /** A receipt with a total line: settle up. */
  settle: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6M9 11h6M9 15h3',
  /** Three linked dots: share the night with other phones. */
  share:
    'M18 8a3 3 0 1 0-3-3 3 3 0 0 0 3 3ZM6 15a3 3 0 1 0-3-3 3 3 0 0 0 3 3Zm12 7a3 3 0 1 0-3-3 3 3 0 0 0 3 3ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  /** A padlock: the night is closed. */
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5V11Z',
  /** Two people: the players. */
  players:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3.5 6',
  /** An arrow turning back: undo the save the toast speaks of. */
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  /** A clock turned back: past nights. */
  history: 'M3 12a9 9 0 1 0 3-6.7M3 4v5h5M12 7v5l3 3',
  /** Three sliders: settings. */
  settings: 'M4 6h9m4 0h3M4 12h3m4 0h9M4 18h11m4 0h1M15 4v4M9 10v4M17 16v4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }): JSX.Element {
  return (
    <svg
      class="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/**
 * The club of the app's icon, drawn in the accent colour. As a ♣ glyph it sent
 * the first paint looking for a font that has it (most text fonts lack it; a
 * phone may reach its emoji font and draw it in colour); drawn, it needs no
 * font and looks the same on every phone.
 */
export function BrandMark(): JSX.Element {
  return (
    <svg
      class="icon"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="7.9" r="3.25" />
      <circle cx="8.5" cy="12.5" r="3.25" />
      <circle cx="15.5" cy="12.5" r="3.25" />
      <circle cx="12" cy="11.3" r="2.2" />
      <path d="M11.3 10.8h1.4l2.2 7.9H9.1z" />
    </svg>
  );
}
