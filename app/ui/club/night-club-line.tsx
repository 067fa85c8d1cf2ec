// The night screen's one line about its club: which club (a tap opens it)
// and, for a tournament table, its round and table (set by the tournament's
// screens through setNightClub).
import { isolateText } from '../../engine';
import { clubOf, type NightClub } from '../../storage';
import { useT } from '../i18n/use-t';
import { hrefOf } from '../router';
import { useServices } from '../services';
import { useLive } from '../use-live';

export function NightClubLine({ place }: { place: NightClub }) {
  const { t } = useT();
  const { db } = useServices();
  const club = useLive(() => clubOf(db, place.clubId), [place.clubId]);
  if (!club) return null;
  const slot = place.tournament;
  return (
    <p class="hint night-club-line" data-night-club={club.id}>
      <a href={hrefOf({ name: 'club', clubId: club.id })}>
        {t('club:night.in', { club: isolateText(club.name) })}
      </a>
      {slot && ` · ${t('club:night.slot', { round: slot.round, table: slot.table })}`}
    </p>
  );
}
