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
  | { name: 'club-board'; clubId: string };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [first, id, sub, extra] = parts;
  if (first === 'join')
    return { name: 'join', shareId: id ?? '', role: sub ?? '', secret: extra ?? '' };
  if (first === 'new') return { name: 'new-night' };
  // Club tournaments and the board page (issue #30, h-tourney).
  if (first === 'club' && id && sub === 'tournaments')
    return { name: 'club-tournaments', clubId: id };
  if (first === 'club' && id && sub === 'tournament' && extra)
    return { name: 'club-tournament', clubId: id, tournamentId: extra };
  if (first === 'club' && id && sub === 'board') return { name: 'club-board', clubId: id };
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
