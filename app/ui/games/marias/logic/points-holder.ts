// Whose card points a recorded mariáš hand speaks of: the side that holds a
// kilo (announced, proti, or reached silently). The ledger line (describe.ts)
// and the form a hand is read back into (draft-io.ts) both ask.
import {
  hasKilo,
  type MariasContract,
  type MariasHand,
  type MariasSide,
} from '../../../../engine/games/marias';

/** The declarer for kilo (and 107), the defenders for kilo proti, else who reached 100; null when none. */
export function pointsHolderOf(
  hand: Pick<MariasContract, 'game' | 'kiloProti'> & Pick<MariasHand, 'reached100'>,
): MariasSide | null {
  if (hasKilo(hand.game)) return 'declarer';
  if (hand.kiloProti === true) return 'defenders';
  return hand.reached100 === 'declarer' || hand.reached100 === 'defenders' ? hand.reached100 : null;
}
