// The club's parts of a night's screens, loaded with their words only when
// wanted: the night screen shows its club's line only for a night in a club
// (nightClubOf is a read of the settings table, already in the night's
// code), the settle-up screen's club section comes after everything else.
import { nightClubOf } from '../../storage';
import { lazyScreen } from '../lazy';
import { useServices } from '../services';
import { useLive } from '../use-live';

export const LazyNightClub = lazyScreen(
  () => import('./night-club').then((m) => m.NightClubSection),
  { namespaces: ['club'] },
);

const LazyClubLine = lazyScreen(() => import('./night-club-line').then((m) => m.NightClubLine), {
  namespaces: ['club'],
});

/** On the night screen: its club (and tournament table), when it has one. */
export function NightClubMark({ nightId }: { nightId: string }) {
  const { db } = useServices();
  const place = useLive(() => nightClubOf(db, nightId), [nightId]);
  return place ? <LazyClubLine place={place} /> : null;
}
