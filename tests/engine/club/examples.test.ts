// docs/club.md's worked examples, one test each (C1–C8).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARIAS_GAME } from '../../../app/engine/games/marias/game';
import {
  clubView,
  drawSeating,
  rotateSeating,
  swissSeating,
  metPairs,
  placeTable,
  tournamentView,
  type Tournament,
} from '../../../app/engine/club';
import { club, JANA_PAYS, MEMBERS, N1, N2, night, pay } from './fixture';

const tabOf = (records = club()) => clubView(records).tabs[0];

describe('C1: which nights count', () => {
  it('counts a night attached twice with the same ledger once, and says so', () => {
    const again = { ...N1, id: 'n1-petr', at: '2026-01-08T23:12:00.000Z' };
    const view = clubView(club({ results: [again, N1, N2] }));
    expect(view.nights.map((n) => n.id)).toEqual(['n1', 'n2']);
    expect(view.issues).toEqual([
      { code: 'errors:club.nightAttachedTwice', record: 'n1-petr', params: { date: '2026-01-08' } },
    ]);
  });

  it('keeps the first result when a second one of the night differs', () => {
    const changed = { ...N1, id: 'n1-b', at: '2026-01-09T10:00:00.000Z', ledgerHash: 'other' };
    const view = clubView(club({ results: [N1, changed] }));
    expect(view.nights.map((n) => n.id)).toEqual(['n1']);
    expect(view.issues[0]?.code).toBe('errors:club.nightResultDiffers');
  });

  it('refuses a result that does not sum to zero, or seats a stranger', () => {
    const bad = night('x', '2026-01-20', '2026-01-20T20:00:00.000Z', { eva: 100, jana: -99 });
    const stranger = night('y', '2026-01-21', '2026-01-21T20:00:00.000Z', { eva: 100, olga: -100 });
    const view = clubView(club({ results: [N1, bad, stranger] }));
    expect(view.nights.map((n) => n.id)).toEqual(['n1']);
    expect(view.issues.map((i) => i.code)).toEqual([
      'errors:club.resultNotZeroSum',
      'errors:club.unknownMember',
    ]);
  });
});

describe('C2: merged members', () => {
  const mila = { id: 'mila', name: 'Míla', mergedInto: 'milan' };
  const n2mila = {
    ...N2,
    seats: ['karel', 'mila', 'petr'],
    balances: { karel: 5000, mila: -2000, petr: -3000 },
  };

  it("counts a merged member's night for the member he was merged into", () => {
    const view = clubView(club({ members: [...MEMBERS, mila], results: [N1, n2mila] }));
    expect(view.members).not.toContain('mila');
    expect(view.tabs[0]?.nets.milan).toBe(-2000);
    expect(view.issues).toEqual([]);
  });

  it('refuses a merge of two who sat at the same night', () => {
    const both = night('b', '2026-01-22', '2026-01-22T20:00:00.000Z', { mila: 100, milan: -100 });
    const view = clubView(club({ members: [...MEMBERS, mila], results: [N1, both] }));
    expect(view.members).toContain('mila');
    expect(view.issues).toEqual([
      { code: 'errors:club.mergeSatTogether', record: 'mila', params: { member: 'Míla' } },
    ]);
    expect(view.tabs[0]?.nets).toMatchObject({ mila: 100, milan: -100 });
  });
});

describe('C3: the running tab', () => {
  it('nets the nights and the payment, and settles them in four payments', () => {
    const tab = tabOf();
    expect(tab?.nets).toEqual({ eva: 2500, jana: -800, karel: -7800, milan: -2000, petr: 8100 });
    expect(tab?.settle).toEqual([
      { from: 'jana', to: 'eva', amount: 500 },
      { from: 'jana', to: 'petr', amount: 300 },
      { from: 'karel', to: 'petr', amount: 7800 },
      { from: 'milan', to: 'eva', amount: 2000 },
    ]);
    expect(tab?.minimal).toBe(true);
  });

  it("writes Karel's statement line by line", () => {
    expect(tabOf()?.statements.karel).toEqual([
      { record: 'n1', kind: 'night', at: N1.at, amount: -12800, running: -12800 },
      { record: 'n2', kind: 'night', at: N2.at, amount: 5000, running: -7800 },
    ]);
  });

  it('refuses a payment larger than the debt, naming the most that can be paid', () => {
    const tooMuch = pay('p2', 'milan', 'eva', 2500, '2026-01-17T10:00:00.000Z');
    const view = clubView(club({ payments: [JANA_PAYS, tooMuch] }));
    expect(view.issues).toEqual([
      { code: 'errors:club.paymentTooLarge', record: 'p2', params: { max: 2000 } },
    ]);
    expect(view.tabs[0]?.nets.milan).toBe(-2000);
  });
});

describe('C3: a tab past 16 uneven members', () => {
  it('still clears every net, largest debt first, and says it is not proven the fewest', () => {
    const ids = Array.from({ length: 18 }, (_, i) => `m${String(i).padStart(2, '0')}`);
    const results = Array.from({ length: 9 }, (_, i) =>
      night(`x${i}`, '2026-03-01', `2026-03-01T20:0${i}:00.000Z`, {
        [ids[2 * i] as string]: (i + 1) * 100,
        [ids[2 * i + 1] as string]: -(i + 1) * 100,
      }),
    );
    const view = clubView({
      members: ids.map((id) => ({ id, name: id })),
      results,
      withdrawals: [],
      payments: [],
    });
    const tab = view.tabs[0];
    expect(tab?.minimal).toBe(false);
    // Each night's loser pays its winner: the largest debt meets the largest credit each time.
    expect(tab?.settle).toEqual(
      Array.from({ length: 9 }, (_, i) => ({
        from: ids[2 * i + 1],
        to: ids[2 * i],
        amount: (i + 1) * 100,
      })),
    );
  });
});

describe('C4: the season table', () => {
  it('sums the nights per member, most money first', () => {
    const [table] = clubView(club()).seasons;
    expect(table).toMatchObject({ season: '2026', game: 'marias', currency: 'CZK' });
    expect(table?.rows.map((r) => [r.member, r.money, r.nights, r.hands, r.won, r.best])).toEqual([
      ['petr', 10100, 2, 22, 1, 13100],
      ['eva', 2500, 1, 13, 1, 2500],
      ['milan', -2000, 1, 9, 0, -2000],
      ['jana', -2800, 1, 13, 0, -2800],
      ['karel', -7800, 2, 22, 1, 5000],
    ]);
  });

  it("sums each member's own figures key by key, and reads Karel's line in Czech", () => {
    const [table] = clubView(club()).seasons;
    expect(Object.fromEntries(table?.rows.map((r) => [r.member, r.figures]) ?? [])).toEqual({
      petr: { declared: 7, declaredWon: 4, renoncs: 1 },
      eva: { declared: 2, declaredWon: 2, renoncs: 0 },
      milan: { declared: 3, declaredWon: 1, renoncs: 0 },
      jana: { declared: 2, declaredWon: 1, renoncs: 0 },
      karel: { declared: 8, declaredWon: 4, renoncs: 1 },
    });
    const words = JSON.parse(readFileSync('locales/cs/club.json', 'utf8')) as {
      home: { figure: string };
      figures: { marias: Record<string, string> };
    };
    const karel = table?.rows.find((r) => r.member === 'karel')?.figures ?? {};
    const line = (MARIAS_GAME.figureKeys ?? [])
      .map((key) =>
        words.home.figure
          .replace('{{label}}', words.figures.marias[key] ?? key)
          .replace('{{value}}', String(karel[key])),
      )
      .join(' · ')
      .replace(/\u00a0/g, ' ');
    expect(line).toBe('volené hry: 8 · vyhrané: 4 · renonce: 1');
  });
});

describe('C5: the rating', () => {
  it('moves N1 by ±16 and ±5⅓, then N2 by ±17.10 and 0', () => {
    const afterN1 = clubView(club({ results: [N1] })).ratings.marias ?? [];
    const r1 = Object.fromEntries(afterN1.map((r) => [r.member, r.rating]));
    expect(r1.petr).toBeCloseTo(1516, 9);
    expect(r1.eva).toBeCloseTo(1505 + 1 / 3, 9);
    expect(r1.jana).toBeCloseTo(1494 + 2 / 3, 9);
    expect(r1.karel).toBeCloseTo(1484, 9);
    const both = clubView(club()).ratings.marias ?? [];
    const r2 = Object.fromEntries(both.map((r) => [r.member, r.rating]));
    expect(r2.karel).toBeCloseTo(1501.1, 2);
    expect(r2.petr).toBeCloseTo(1498.9, 2);
    expect(r2.milan).toBeCloseTo(1500, 9);
    expect(both.every((r) => r.provisional)).toBe(true);
  });
});

describe('C6: tournaments', () => {
  it('rotates two tables of four: the winner stays, the others move on', () => {
    const placed = [
      ['a', 'b', 'c', 'd'],
      ['g', 'e', 'f', 'h'],
    ];
    expect(rotateSeating(placed)).toEqual([
      ['a', 'e', 'c', 'h'],
      ['g', 'b', 'f', 'd'],
    ]);
  });

  it('shares tied places and their points', () => {
    const placings = placeTable(['e', 'f', 'g', 'h'], { e: 0, f: 0, g: 200, h: -200 });
    expect(placings.map((p) => [p.member, p.place, p.points])).toEqual([
      ['g', 1, 4],
      ['e', 2, 2.5],
      ['f', 2, 2.5],
      ['h', 4, 1],
    ]);
  });

  it('seats a Swiss round with the best-placed who have not met', () => {
    const met = metPairs([
      [
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
      ],
    ]);
    expect(swissSeating(['a', 'd', 'b', 'e', 'c', 'f'], 3, met)).toEqual([
      ['a', 'd', 'b'],
      ['e', 'c', 'f'],
    ]);
  });

  it('plays the rotation example through tournamentView from its draw', () => {
    const players = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const t: Tournament = {
      id: 't1',
      game: 'marias',
      format: 'rotation',
      scoring: 'placings',
      tableSize: 4,
      rounds: 2,
      players,
      seed: 7,
    };
    const [t1, t2] = drawSeating(players, 4, 7);
    const money = [300, 100, -100, -300];
    const result = (table: number, seats: readonly string[], amounts: number[]) =>
      night(
        `r1t${table}`,
        '2026-02-05',
        `2026-02-05T19:0${table}:00.000Z`,
        Object.fromEntries(seats.map((s, i) => [s, amounts[i] ?? 0])),
        { tournament: { tournamentId: 't1', round: 1, table } },
      );
    const one = tournamentView(t, [result(1, t1 ?? [], money)]);
    expect(one.rounds[0]?.complete).toBe(false);
    expect(one.table.every((r) => r.points === 0)).toBe(true);
    expect(one.issues.map((i) => i.params)).toEqual([{ round: 1, tables: '2' }]);
    const two = tournamentView(t, [
      result(1, t1 ?? [], money),
      result(2, t2 ?? [], [0, 0, 200, -200]),
    ]);
    expect(two.rounds[0]?.complete).toBe(true);
    expect(two.table[0]).toMatchObject({ member: t1?.[0], points: 4, money: 300 });
    expect(two.rounds[1]?.seating[0]?.[0]).toBe(t1?.[0]);
    // A night of another game at table 2 counts for nothing there, and says so.
    const vint = { ...result(2, t2 ?? [], [0, 0, 200, -200]), id: 'r1t2-vint', game: 'vint' };
    const other = tournamentView(t, [result(1, t1 ?? [], money), vint]);
    expect(other.rounds[0]?.complete).toBe(false);
    expect(other.issues.map((i) => i.code)).toEqual([
      'errors:club.tournamentWrongGame',
      'errors:club.roundIncomplete',
    ]);
  });
});

describe('C7: withdrawing a night', () => {
  it('leaves the club as if the night had never been attached', () => {
    const withdraw = { id: 'w1', nightId: 'night-n2', at: '2026-01-20T10:00:00.000Z' };
    const view = clubView(club({ withdrawals: [withdraw] }));
    expect(view.tabs[0]?.nets).toEqual({ eva: 2500, jana: -800, karel: -12800, petr: 11100 });
    expect(view.ratings).toEqual(clubView(club({ results: [N1] })).ratings);
    expect(view.issues).toEqual([]);
  });
});
