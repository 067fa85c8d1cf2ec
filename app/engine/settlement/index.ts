// Public surface of the end-of-night settlement: balances → rounding → fewest
// payments → explanations → carry-over of what stays unpaid.
export { assertNightBalances, balancesOf, type Balances } from './balances';
export { DEFAULT_ROUND_TO, roundBalances, ROUND_TO_CHOICES } from './round';
export { minTransfers, MAX_SETTLEMENT_PLAYERS, type Payment } from './min-transfers';
export {
  contributionsByPlayer,
  explainPayment,
  type PlayerContribution,
  type PaymentExplanation,
} from './explain';
export {
  canCarryOver,
  carryOverPayload,
  carryOverTransfers,
  paidFlagsFromMarks,
  samePlayers,
  unpaidAfter,
  type PaidMark,
} from './carry-over';
export {
  SETTLEMENT_ERROR_CODES,
  SettlementError,
  settlementIssue,
  type SettlementErrorCode,
} from './errors';
