// The engine's one public entry: pure scoring, money and ledger logic.
export * from './money';
export * from './transfers';
export * from './validation';
export * from './ledger/types';
export * from './ledger/effective';
export * from './ledger/fold';
export * from './ledger/incremental';
export * from './ledger/closing';
export * from './ledger/order';
export * from './ledger/score';
export * from './ledger/validate';
export * from './ledger/ordered';
export * from './night';
export * from './games/index';
export { cleanName, isolateText, nameKey } from './text';
export * from './settlement/index';
export * from './backup/index';
export * from './ledger/snapshot';
