// The club's screens for members behind one lazy import (app.tsx): one chunk
// to ask for and one list of its files in the app's code, whichever club
// screen is opened first.
import type { Route } from '../router';
import { ClubJoinScreen } from './club-join-screen';
import { ClubScreen } from './club-screen';
import { ClubsScreen } from './clubs-screen';
import { MatchScreen } from './match-screen';
import { MemberScreen } from './member-screen';

export type ClubRoute = Extract<
  Route,
  { name: 'clubs' | 'club' | 'club-member' | 'club-match' | 'club-join' }
>;

export function ClubRoutes({ route }: { route: ClubRoute }) {
  switch (route.name) {
    case 'clubs':
      return <ClubsScreen />;
    case 'club':
      return <ClubScreen key={route.clubId} clubId={route.clubId} />;
    case 'club-member':
      return <MemberScreen key={route.clubId} clubId={route.clubId} member={route.member} />;
    case 'club-match':
      return <MatchScreen key={route.clubId} clubId={route.clubId} />;
    case 'club-join':
      return (
        <ClubJoinScreen
          key={`${route.clubId}/${route.role}/${route.secret}`}
          clubId={route.clubId}
          role={route.role}
          secret={route.secret}
        />
      );
  }
}
