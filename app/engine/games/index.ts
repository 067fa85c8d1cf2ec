// The game contract and the registry of built-in games. The games' own rules
// are reached through loadEngine (each is its own chunk), never imported here.
export * from './contract';
export * from './registry';
export * from './backup-check';
