// The vint engine's one public entry: deal entry and checks, the score of a
// deal, the running score sheet, rubber settlement and the ledger reducer.
export * from './errors';
export * from './settings';
export * from './deal';
export * from './lines';
export {
  applyRenonces,
  penalisedClaims,
  RENONCE_PENALTY_TRICKS,
  type RenonceOutcome,
} from './renonce';
export { honourLines, acePoints } from './honours';
export { slamOf, SLAM_POINTS, type Slam } from './slams';
export * from './score-deal';
export * from './validate';
export * from './sheet';
export * from './money';
export * from './reducer';
export { VINT_GAME } from './game';
