// Which messages are kept and which toast is on screen (./notices.tsx draws
// them): one toast at a time — the undo while there is one, else the oldest
// note — so toasts never stack below the top bar onto the deal's head.

export interface Notice {
  readonly id: number;
  readonly text: string;
  readonly tone: 'info' | 'error';
  readonly action?: { label: string; run: () => void };
  /** How long an info toast shows once it is the one on screen. */
  readonly ms?: number;
}

/**
 * The one toast on screen: the undo while there is one (a note that came
 * after it waits its turn instead of stacking below the bar onto the deal's
 * head), else the oldest note.
 */
export function shownToast(notices: readonly Notice[]): Notice | undefined {
  const toasts = notices.filter((n) => n.tone === 'info');
  return toasts.find((n) => n.action) ?? toasts[0];
}

/** The notices after a new toast: an undo replaces everything, a note joins the queue once. */
export function withToast(all: readonly Notice[], toast: Notice): Notice[] {
  // A new undo replaces every note before it: the previous undo, a plain note,
  // and the errors a save that worked resolves, such as "storage full".
  if (toast.action) return [toast];
  return [...all.filter((n) => n.tone !== 'info' || n.action || n.text !== toast.text), toast];
}

/**
 * The notices after an error: one message per problem, so the same error
 * again (every keystroke of a draft that cannot be stored) adds nothing.
 */
export function withError(all: Notice[], error: Notice): Notice[] {
  // The same array when nothing changes, so the screen is not drawn again.
  return all.some((n) => n.tone === 'error' && n.text === error.text) ? all : [...all, error];
}
