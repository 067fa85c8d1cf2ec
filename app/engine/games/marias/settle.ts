// The public way to turn a recorded hand into money: validate, then settle.
// An invalid hand throws MariasValidationError and never produces money.
import { settleValidHand, type MariasSettlement } from './breakdown';
import { MariasValidationError } from './errors';
import type { MariasHand } from './hand';
import type { MariasSeating } from './rounds';
import type { MariasSettings } from './settings';
import { inspectMariasHand } from './validate';

export function settleMariasHand(
  settings: MariasSettings,
  seating: MariasSeating,
  hand: MariasHand,
): MariasSettlement {
  const { issues, read } = inspectMariasHand(settings, seating, hand);
  if (issues.length > 0) throw new MariasValidationError(issues);
  return settleValidHand(settings, seating, read);
}
