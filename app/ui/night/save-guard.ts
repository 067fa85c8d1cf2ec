// One save at a time on the night screen, and none right after one: a double
// tap on Won (60 to 300 ms apart on a phone) must store one hand, not a hand
// and the next one with the next forhont. The guard sits in the save path, so
// every save-like button of every game (and a key held down) goes through it;
// the night screen also disables its entry area while the guard is closed, so
// the second tap lands on a disabled button and a tester's `click` waits.
//
// The quiet time runs from the end of a save that stored something: a tap
// still in flight is covered by `inFlight`, and a refused save (nothing
// changed) may be tried again at once. A void is confirmed in a dialog, a
// deliberate second step that a double tap cannot reach: it waits only for a
// save in flight, so "Void" right after a save is never swallowed.

/** How long after a stored save another save is ignored: longer than a double tap, shorter than a hand. */
export const QUIET_MS = 450;

export interface SaveGuard {
  /**
   * True when a save may start now; it then counts as in flight until `finish`.
   * `afterQuiet: false` (a confirmed void) waits only for a save in flight.
   */
  readonly begin: (now: number, afterQuiet?: boolean) => boolean;
  /** The save ended; `stored` opens the quiet time after it. */
  readonly finish: (now: number, stored: boolean) => void;
  /** When the quiet time after the last stored save ends (0: none). */
  readonly quietUntil: () => number;
  readonly inFlight: () => boolean;
}

export function createSaveGuard(quietMs: number = QUIET_MS): SaveGuard {
  let flying = false;
  let quiet = 0;
  return {
    begin(now, afterQuiet = true) {
      if (flying || (afterQuiet && now < quiet)) return false;
      flying = true;
      return true;
    },
    finish(now, stored) {
      flying = false;
      if (stored) quiet = now + quietMs;
    },
    quietUntil: () => quiet,
    inFlight: () => flying,
  };
}
