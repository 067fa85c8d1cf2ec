// Hash routes: they work from the service worker's cached index.html with no
// server rewrites, and the back button does what the thumb expects.
import { useEffect, useMemo, useState } from 'preact/hooks';

export type Route =
  | { name: 'home' }
  | { name: 'new-night' }
  | { name: 'players' }
  | { name: 'settings' }
  | { name: 'history' }
  | { name: 'night'; nightId: string }
  | { name: 'night-rules'; nightId: string }
  | { name: 'night-settle'; nightId: string }
  | { name: 'night-share'; nightId: string }
  | { name: 'join'; shareId: string; role: string; secret: string }
  // Club tournaments and the board page (issue #30, h-tourney).
  | { name: 'club-tournaments'; clubId: string }
  | { name: 'club-tournament'; clubId: string; tournamentId: string }
  | { name: 'club-board'; clubId: string }
  // A club's screens for members (issue #30).
  | { name: 'clubs' }
  | { name: 'club'; clubId: string }
  | { name: 'club-member'; clubId: string; member: string }
  | { name: 'club-match'; clubId: string }
  | { name: 'club-join'; clubId: string; role: ClubLinkRole; secret: string };

/** A club link's role letter: admin, member, board. */
export type ClubLinkRole = 'a' | 'm' | 'b';

/** The club's screens: #/clubs and #/club/<id>[/member/<m> | /match | /<a|m|b>/<secret> | /tournaments | /tournament/<t> | /board]. */
function parseClubRoute([first, clubId, sub, extra]: readonly string[]): Route | undefined {
  if (first === 'clubs') return { name: 'clubs' };
  if (first !== 'club' || !clubId) return undefined;
  if (!sub) return { name: 'club', clubId };
  if (sub === 'match') return { name: 'club-match', clubId };
  if (sub === 'tournaments') return { name: 'club-tournaments', clubId };
  if (sub === 'board') return { name: 'club-board', clubId };
  if (!extra) return undefined;
  if (sub === 'member') return { name: 'club-member', clubId, member: extra };
  if (sub === 'tournament') return { name: 'club-tournament', clubId, tournamentId: extra };
  return /^[amb]$/.test(sub)
    ? { name: 'club-join', clubId, role: sub as ClubLinkRole, secret: extra }
    : undefined;
}

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [first, id, sub, extra] = parts;
  if (first === 'join')
    return { name: 'join', shareId: id ?? '', role: sub ?? '', secret: extra ?? '' };
  const club = parseClubRoute(parts);
  if (club) return club;
  if (first === 'new') return { name: 'new-night' };
  if (first === 'players') return { name: 'players' };
  if (first === 'settings') return { name: 'settings' };
  if (first === 'history') return { name: 'history' };
  if (first === 'night' && id) {
    if (sub === 'rules') return { name: 'night-rules', nightId: id };
    if (sub === 'settle') return { name: 'night-settle', nightId: id };
    if (sub === 'share') return { name: 'night-share', nightId: id };
    return { name: 'night', nightId: id };
  }
  return { name: 'home' };
}

/** #/club/<id>, then /member/<m>, /match or /<a|m|b>/<secret>. */
function clubHref(route: Extract<Route, { clubId: string }>): string {
  const tail =
    route.name === 'club-member'
      ? ['member', route.member]
      : route.name === 'club-match'
        ? ['match']
        : route.name === 'club-join'
          ? [route.role, route.secret]
          : [];
  return `#/${['club', route.clubId, ...tail].map(encodeURIComponent).join('/')}`;
}

export function hrefOf(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'new-night':
      return '#/new';
    case 'players':
      return '#/players';
    case 'settings':
      return '#/settings';
    case 'history':
      return '#/history';
    case 'night':
      return `#/night/${encodeURIComponent(route.nightId)}`;
    case 'night-rules':
      return `#/night/${encodeURIComponent(route.nightId)}/rules`;
    case 'night-settle':
      return `#/night/${encodeURIComponent(route.nightId)}/settle`;
    case 'night-share':
      return `#/night/${encodeURIComponent(route.nightId)}/share`;
    case 'join':
      return `#/join/${route.shareId}/${route.role}/${route.secret}`;
    // Club tournaments and the board page (issue #30, h-tourney).
    case 'club-tournaments':
      return `#/club/${encodeURIComponent(route.clubId)}/tournaments`;
    case 'club-tournament':
      return `#/club/${encodeURIComponent(route.clubId)}/tournament/${encodeURIComponent(route.tournamentId)}`;
    case 'club-board':
      return `#/club/${encodeURIComponent(route.clubId)}/board`;
    case 'clubs':
      return '#/clubs';
    case 'club':
    case 'club-member':
    case 'club-match':
    case 'club-join':
      return clubHref(route);
  }
}

export function navigate(route: Route): void {
  window.location.hash = hrefOf(route);
}

export function useRoute(): Route {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onChange);
    // The hash may have moved between the first render and this effect.
    onChange();
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return useMemo(() => parseRoute(hash), [hash]);
}
