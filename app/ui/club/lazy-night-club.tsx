// The club's parts of a night's screens, loaded with their words only when
// wanted: the night screen shows its club's line only for a night in a club
// (nightClubOf is a read of the settings table, already in the night's
// code), the settle-up screen's club section comes after everything else.
import { listClubs, nightClubOf } from '../../storage';
import { lazyScreen } from '../lazy';
import { useServices } from '../services';
import { useLive } from '../use-live';

export const LazyNightClub = lazyScreen(
  () => import('./night-club').then((m) => m.NightClubSection),
  { namespaces: ['club'] },
);

const LazyNewNightClub = lazyScreen(() => import('./new-night-club').then((m) => m.NewNightClub), {
  namespaces: ['club'],
});

const LazyClubLine = lazyScreen(() => import('./night-club-line').then((m) => m.NightClubLine), {
  namespaces: ['club'],
});

/** On the night screen: its club (and tournament table), when it has one. */
export function NightClubMark({ nightId }: { nightId: string }) {
  const { db } = useServices();
  const place = useLive(() => nightClubOf(db, nightId), [nightId]);
  return place ? <LazyClubLine place={place} /> : null;
}

/** On the new-night screen: the club choice, on a phone that has a club. */
export function NewNightClubChoice(props: {
  seated: readonly string[];
  value: string | undefined;
  onChange: (clubId: string | undefined) => void;
}) {
  const { db } = useServices();
  const any = useLive(async () => (await listClubs(db)).length > 0, []);
  return any ? <LazyNewNightClub {...props} /> : null;
}
