import { describe, expect, it } from 'vitest';
import { hrefOf, parseRoute, type Route } from '../../../app/ui/router';

const ROUTES: Route[] = [
  { name: 'club-tournaments', clubId: 'UKocouraClubTest000001' },
  { name: 'club-tournament', clubId: 'UKocouraClubTest000001', tournamentId: 'a-b_c' },
  { name: 'club-board', clubId: 'UKocouraClubTest000001' },
];

describe('the tournament routes', () => {
  it('read back what they write', () => {
    for (const route of ROUTES) expect(parseRoute(hrefOf(route))).toEqual(route);
  });

  it('are the agreed addresses', () => {
    expect(hrefOf(ROUTES[1]!)).toBe('#/club/UKocouraClubTest000001/tournament/a-b_c');
    expect(parseRoute('#/club/X/board')).toEqual({ name: 'club-board', clubId: 'X' });
    expect(parseRoute('#/club/X/tournaments')).toEqual({ name: 'club-tournaments', clubId: 'X' });
  });

  it('a tournament address without its id is not a tournament', () => {
    expect(parseRoute('#/club/X/tournament').name).not.toBe('club-tournament');
  });
});
