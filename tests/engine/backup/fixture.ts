// A small but complete v1 backup: two nights (mariáš and vint), every generic
// entry kind, a void, a replacement, a carry-over transfer and a paid mark.
import type { Backup } from '../../../app/engine/backup';

/** A fresh deep copy every call, so a test can break it freely. */
export function validBackup(): Backup {
  return structuredClone(BACKUP);
}

/** validBackup() as a mutable JSON tree, for tests that plant bad values. */
export function mutableBackup(): Record<string, unknown> & {
  players: Record<string, unknown>[];
  nights: Record<string, unknown>[];
  entries: Record<string, unknown>[];
  payments: Record<string, unknown>[];
} {
  return structuredClone(BACKUP) as never;
}

const T0 = 1_735_000_000_000;

const BACKUP: Backup = {
  format: 'renonc-backup',
  version: 1,
  exportedAt: T0 + 10_000_000,
  app: 'renonc 0.1.0',
  players: [
    { id: 'p1', name: 'Petr', createdAt: T0 },
    { id: 'p2', name: 'Jana', createdAt: T0, renamedAt: T0 + 5 },
    { id: 'p3', name: 'Karel', createdAt: T0 },
    { id: 'p4', name: 'Eva', createdAt: T0 },
    { id: 'p5', name: 'Zdeněk', createdAt: T0 },
  ],
  nights: [
    {
      id: 'n1',
      game: 'marias',
      title: 'Friday at U Zlatého tygra',
      playerIds: ['p1', 'p2', 'p3'],
      currency: 'CZK',
      settings: { tariff: { hra: 100, sedma: 200 }, hearts: true, flekLadder: ['flek', 're'] },
      createdAt: T0 + 1_000,
      closedAt: T0 + 9_000_000,
      roundTo: 100,
    },
    {
      id: 'n2',
      game: 'vint',
      playerIds: ['p1', 'p2', 'p3', 'p4'],
      currency: 'RUB',
      settings: { stake: 10 },
      createdAt: T0 + 2_000,
      roundTo: null,
    },
  ],
  entries: [
    {
      id: 'e1',
      nightId: 'n1',
      seq: 1,
      kind: 'transfer',
      payload: { transfers: { p1: 500, p3: -500 }, origin: 'carry-over' },
      createdAt: T0 + 1_100,
    },
    {
      id: 'e2',
      nightId: 'n1',
      seq: 2,
      kind: 'marias.hand',
      payload: { declarer: 'p1', game: 'hra', won: true, flek: { hra: 1 } },
      createdAt: T0 + 1_200,
    },
    {
      id: 'e3',
      nightId: 'n1',
      seq: 3,
      kind: 'void',
      payload: {},
      createdAt: T0 + 1_300,
      voids: 'e2',
      reason: 'undo',
    },
    {
      id: 'e4',
      nightId: 'n1',
      seq: 4,
      kind: 'marias.hand',
      payload: { declarer: 'p2', game: 'sedma', won: false },
      createdAt: T0 + 1_400,
    },
    {
      id: 'e5',
      nightId: 'n1',
      seq: 5,
      kind: 'marias.hand',
      payload: { declarer: 'p2', game: 'sedma', won: true },
      createdAt: T0 + 1_500,
      replaces: 'e4',
      reason: 'wrong result',
    },
    {
      id: 'e6',
      nightId: 'n1',
      seq: 6,
      kind: 'settings',
      payload: { settings: { tariff: { hra: 200, sedma: 400 } } },
      createdAt: T0 + 1_600,
    },
    {
      id: 'e7',
      nightId: 'n1',
      seq: 7,
      kind: 'marias.renonc',
      payload: { offender: 'p3', note: null },
      createdAt: T0 + 1_700,
    },
    {
      id: 'e8',
      nightId: 'n2',
      seq: 1,
      kind: 'vint.deal',
      payload: { contract: { level: 3, strain: 'NT' }, tricks: 10, honours: [4, 0] },
      createdAt: T0 + 2_100,
    },
    {
      id: 'e9',
      nightId: 'n1',
      seq: 8,
      kind: 'transfer',
      payload: { transfers: { p1: -150, p2: 150 }, note: 'beer', origin: 'manual' },
      createdAt: T0 + 1_800,
    },
  ],
  payments: [{ nightId: 'n1', from: 'p3', to: 'p1', amount: 500, paidAt: T0 + 9_100_000 }],
};
