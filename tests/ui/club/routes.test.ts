// The club screens' hash routes (app/ui/router.ts): each route's link reads
// back as the same route, ids with odd characters included, and what is not
// a club route is not taken for one.
import { describe, expect, it } from 'vitest';
import { hrefOf, parseRoute, type Route } from '../../../app/ui/router';

const CLUB = 'AbCdEfGhIjKlMnOpQrSt_-';

describe('club routes', () => {
  it('read back from their links', () => {
    const routes: Route[] = [
      { name: 'clubs' },
      { name: 'club', clubId: CLUB },
      { name: 'club-member', clubId: CLUB, member: 'm 1/ä' },
      { name: 'club-match', clubId: CLUB },
      { name: 'club-join', clubId: CLUB, role: 'm', secret: 's3cr3t' },
      { name: 'club-join', clubId: CLUB, role: 'b', secret: 'x' },
    ];
    for (const route of routes) expect(parseRoute(hrefOf(route))).toEqual(route);
    expect(hrefOf({ name: 'club-join', clubId: CLUB, role: 'a', secret: 'k' })).toBe(
      `#/club/${CLUB}/a/k`,
    );
  });

  it('leave other links alone', () => {
    expect(parseRoute('#/club')).toEqual({ name: 'home' });
    expect(parseRoute(`#/club/${CLUB}/x/secret`)).toEqual({ name: 'home' });
    expect(parseRoute(`#/club/${CLUB}/m`)).toEqual({ name: 'home' });
    expect(parseRoute('#/night/n1')).toEqual({ name: 'night', nightId: 'n1' });
  });
});
