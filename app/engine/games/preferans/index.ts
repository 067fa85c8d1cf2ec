// The preferans engine's one public entry: settings and presets, deal entry
// and checks, the sheet with help, the value of a deal and the pulka's
// settlement, and the ledger reducer.
export * from './errors';
export * from './settings';
export * from './deal';
export * from './sheet';
export * from './score';
export * from './validate';
export * from './value';
export * from './pulka';
export * from './reducer';
export * from './game';
export * from './backup-check';
