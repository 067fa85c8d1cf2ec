// The renonce penalty's trick part (rules section 6, steps 1–2 and 7): which
// claims are penalised, the three-trick transfer on the running counts, the
// штраф for tricks the offenders could not give, and which sides are capped at
// 490. Slams, the contract and the cap itself are applied by score-deal.ts.
import type { RenonceClaim } from './deal';
import { perSide, type PerSide } from './deal';
import type { BothSidesRevokeMode } from './settings';

export const RENONCE_PENALTY_TRICKS = 3;

export interface RenonceOutcome {
  /** Tricks per side after all transfers (as played when nothing was transferred). */
  readonly tricks: PerSide<number>;
  /** Tricks each side received from the other side's renonces. */
  readonly received: PerSide<number>;
  /** Tricks the other side could not give: the side named here writes a штраф for each. */
  readonly missing: PerSide<number>;
  /** Sides that may not finish the game in this deal (their below-line total stops at 490). */
  readonly capped: PerSide<boolean>;
  /** Tricks moved: the contract and slams are judged on the new counts. */
  readonly transferred: boolean;
  /** Both sides revoked and the table redeals: the deal scores nothing. */
  readonly redeal: boolean;
}

/** Claims that carry a penalty: a renonce put right in time is only logged. */
export const penalisedClaims = (claims: readonly RenonceClaim[] | undefined): RenonceClaim[] =>
  (claims ?? []).filter((c) => !c.corrected);

const NOT_CAPPED = perSide(false, false);
const ZERO = perSide(0, 0);

export function applyRenonces(
  played: PerSide<number>,
  claims: readonly RenonceClaim[] | undefined,
  bothSidesRevoke: BothSidesRevokeMode,
): RenonceOutcome {
  let revokedA = false;
  let revokedB = false;
  for (const c of claims ?? []) {
    if (c.corrected) continue;
    if (c.side === 'A') revokedA = true;
    else revokedB = true;
  }
  const unchanged = (capped: PerSide<boolean>, redeal: boolean): RenonceOutcome => ({
    tricks: played,
    received: ZERO,
    missing: ZERO,
    capped,
    transferred: false,
    redeal,
  });
  if (!revokedA && !revokedB) return unchanged(NOT_CAPPED, false);
  const capped = perSide(revokedA, revokedB);
  if (revokedA && revokedB && bothSidesRevoke !== 'penaliseBoth') {
    // 'neitherWins': the penalties cancel out but neither side may finish the game.
    return unchanged(capped, bothSidesRevoke === 'redeal');
  }

  // Steps 1–2 for each claim in order, on the running counts.
  let tricksA = played.A;
  let tricksB = played.B;
  let receivedA = 0;
  let receivedB = 0;
  let missingA = 0;
  let missingB = 0;
  for (const claim of claims ?? []) {
    if (claim.corrected) continue;
    if (claim.side === 'A') {
      const moved = Math.min(RENONCE_PENALTY_TRICKS, tricksA);
      tricksA -= moved;
      tricksB += moved;
      receivedB += moved;
      missingB += RENONCE_PENALTY_TRICKS - moved;
    } else {
      const moved = Math.min(RENONCE_PENALTY_TRICKS, tricksB);
      tricksB -= moved;
      tricksA += moved;
      receivedA += moved;
      missingA += RENONCE_PENALTY_TRICKS - moved;
    }
  }
  return {
    tricks: perSide(tricksA, tricksB),
    received: perSide(receivedA, receivedB),
    missing: perSide(missingA, missingB),
    capped,
    transferred: true,
    redeal: false,
  };
}
