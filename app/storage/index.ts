// The storage layer's public entry. The rest of the app imports from here only.
export * from './schema';
export * from './errors';
export * from './entries';
export * from './players';
export * from './nights';
export * from './settings';
export * from './persistence';
export * from './live';
export * from './payments';
export * from './backup';
export * from './sync';
export * from './snapshots';
export { headOf, storedCount, HeadsScopeError, type HeadRow } from './heads';
export { onHomeListWrite } from './list-writes';
export { earlyReadBegun, takeEarlyRead, type EarlyRead } from './early-read';
export * from './clubs';
export * from './club-outbox';
