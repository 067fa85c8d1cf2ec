// Which saved hand a renonc claim names. "The last hand" is chosen while one
// hand is the last; another tab or phone can save the next one before the
// claim is saved. The claim keeps naming the hand the player chose (its
// contract, declarer and dealer were copied into the form from that hand):
// following the newer hand would store one hand's contract as another's.
// The form then says that a newer hand was saved.

/** The identity a claim form needs of a saved hand. */
export interface HandRef {
  readonly id: string;
  /** Its number among the night's hands. */
  readonly number: number;
}

export interface ClaimTarget<H extends HandRef> {
  /** The saved hand the claim names, null for the hand in progress. */
  readonly saved: H | null;
  /** A hand saved after the chosen one, while the form was open: the form says so. */
  readonly newer: H | null;
}

/**
 * What the claim names: the hand chosen when "the last hand" was tapped
 * (`chosen`), whatever the last hand is now (`live`).
 */
export function claimTarget<H extends HandRef>(
  which: 'current' | 'last',
  chosen: H | null,
  live: H | null,
): ClaimTarget<H> {
  if (which === 'current' || chosen === null) return { saved: null, newer: null };
  const newer = live !== null && live.id !== chosen.id ? live : null;
  return { saved: chosen, newer };
}
