// Which messages are kept and which toast is on screen (./notices.tsx draws
// them): one toast at a time, so toasts never stack below the top bar onto
// the deal's head. The toast answers the latest tap (an undo, "Copied",
// "This phone no longer syncs the night"): each replaces the one before, so
// an answer never waits behind an older toast. A note nobody asked for
// ("Ready to work offline") waits until no answer is on screen.

export interface Notice {
  readonly id: number;
  readonly text: string;
  /**
   * The words again in the language shown when drawn (a note that waited, or
   * shows across a change of language: "Ready to work offline" comes
   * uninvited on a first visit, when the language is most likely changed).
   */
  readonly words?: () => string;
  readonly tone: 'info' | 'error';
  readonly action?: { label: string; run: () => void };
  /** How long an info toast shows once it is the one on screen. */
  readonly ms?: number;
  /** A note nobody asked for: it waits while an answer to a tap shows. */
  readonly waits?: boolean;
  /** The screen an answer to a tap belongs to (the location's hash when it came). */
  readonly screen?: string;
}

/** The one toast on screen: the answer to the latest tap while there is one, else the oldest waiting note. */
export function shownToast(notices: readonly Notice[]): Notice | undefined {
  const toasts = notices.filter((n) => n.tone === 'info');
  return toasts.find((n) => !n.waits) ?? toasts[0];
}

/**
 * The notices after a new toast. An undo replaces everything before it: the
 * toasts and the errors a save that worked resolves, such as "storage full".
 * Another answer to a tap replaces the toast that answered the tap before.
 * A waiting note joins the queue once.
 */
export function withToast(all: readonly Notice[], toast: Notice): Notice[] {
  if (toast.action) return [toast];
  if (!toast.waits) return [...all.filter((n) => n.tone !== 'info' || n.waits), toast];
  return [...all.filter((n) => !(n.waits && n.text === toast.text)), toast];
}

/**
 * The notices after an error: one message per problem, so the same error
 * again (every keystroke of a draft that cannot be stored) adds nothing.
 */
export function withError(all: Notice[], error: Notice): Notice[] {
  // The same array when nothing changes, so the screen is not drawn again.
  return all.some((n) => n.tone === 'error' && n.text === error.text) ? all : [...all, error];
}

/**
 * The notices on screen `screen`: an answer to a tap ("Saved — undo", "The
 * night is closed") goes with the screen it answered, so it never follows
 * the player onto History or Players (#28); errors and waiting notes stay.
 */
export function onScreen(all: readonly Notice[], screen: string): Notice[] {
  const kept = all.filter((n) => n.screen === undefined || n.screen === screen);
  return kept.length === all.length ? (all as Notice[]) : kept;
}
