// A night and its club, on the night's settle-up screen (docs/club.md, C1,
// C7): which club the night belongs to (and its tournament table), whether
// its result counts there, and the actions — put it in a club whose members
// all its players are matched to (or match them first), send the result
// (done by itself when the night is closed; here again after a change or a
// failure), and withdraw it. Loaded lazily with its words (./lazy-night-club).
import { useState } from 'preact/hooks';
import { closedBy, isolateText, type EntryContribution } from '../../engine';
import { clubView } from '../../engine/club';
import {
  clubDocumentRecords,
  listClubs,
  nightClubOf,
  setNightClub,
  type ClubRow,
  type NightClub,
} from '../../storage';
import { useT } from '../i18n/use-t';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { hrefOf } from '../router';
import { useServices } from '../services';
import { useLive } from '../use-live';
import { attachNight, type AttachOutcome } from './attach';
import { WithdrawDialog } from './member-screen';
import { useClubSync } from './use-club-sync';
import { ledgerHash } from '../../engine/club/ledger-hash';
import type { LedgerEntry } from '../../engine';
import './club.css';

export interface NightClubProps {
  readonly nightId: string;
  readonly players: readonly string[];
  readonly nameOf: (player: string) => string;
  readonly entries: readonly LedgerEntry[];
  readonly contributions: readonly EntryContribution[];
}

/** The words for what an attach did, or undefined when it needs none. */
export function attachWords(
  t: ReturnType<typeof useT>['t'],
  outcome: AttachOutcome,
  club: string,
  nameOf: (player: string) => string,
): string | undefined {
  if (outcome.kind === 'attached') return t('club:night.attachedNote', { club });
  if (outcome.kind === 'unmatched') {
    return t('club:night.unmatched', { names: outcome.players.map(nameOf).join(', ') });
  }
  return undefined;
}

export function NightClubSection(props: NightClubProps) {
  const { t } = useT();
  const { db } = useServices();
  const place = useLive(
    async () => (await nightClubOf(db, props.nightId)) ?? null,
    [props.nightId],
  );
  const clubs = useLive(() => listClubs(db), []);
  if (place === undefined || !clubs) return null;
  const club = place && clubs.find((c) => c.id === place.clubId);
  return (
    <section class="card no-print" aria-labelledby="night-club-title" data-card="night-club">
      <h2 id="night-club-title" class="section-title">
        {t('club:night.section')}
      </h2>
      {club && place ? (
        <InClub {...props} club={club} place={place} />
      ) : (
        <ChooseClub {...props} clubs={clubs.filter((c) => c.role !== 'board')} />
      )}
    </section>
  );
}

function ChooseClub(props: NightClubProps & { clubs: readonly ClubRow[] }) {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  const put = async (club: ClubRow) => {
    try {
      await setNightClub(services.db, props.nightId, { clubId: club.id });
      const outcome = await attachNight(services.db, props.nightId, services);
      const words = attachWords(t, outcome, club.name, props.nameOf);
      if (words) notices.notify(words);
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };
  return (
    <>
      <p class="hint">{t('club:night.none')}</p>
      {props.clubs.map((club) => {
        const ready = props.players.every((p) => club.matches[p] !== undefined);
        return ready ? (
          <button
            key={club.id}
            type="button"
            class="btn btn-wide"
            data-club={club.id}
            onClick={() => void put(club)}
          >
            {t('club:night.put', { club: isolateText(club.name) })}
          </button>
        ) : (
          <a
            key={club.id}
            class="btn btn-wide"
            data-club={club.id}
            href={hrefOf({ name: 'club-match', clubId: club.id })}
          >
            {t('club:night.matchFirst', { club: isolateText(club.name) })}
          </a>
        );
      })}
    </>
  );
}

/** Whether the club counts this night, and with this very ledger. */
function useCounted(clubId: string, nightId: string, hash: string) {
  const { db } = useServices();
  return useLive(async () => {
    const view = clubView(await clubDocumentRecords(db, clubId));
    const night = view.nights.find((n) => n.nightId === nightId);
    return night === undefined ? 'no' : night.ledgerHash === hash ? 'yes' : 'changed';
  }, [clubId, nightId, hash]);
}

function InClub(props: NightClubProps & { club: ClubRow; place: NightClub }) {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  const [withdrawing, setWithdrawing] = useState(false);
  // While shown, the club's sync carries what closing this night wrote.
  useClubSync(props.club);
  const closed = closedBy(props.contributions) !== undefined;
  const counted = useCounted(props.club.id, props.nightId, ledgerHash(props.entries));
  const unmatched = props.players.filter((p) => props.club.matches[p] === undefined);
  const slot = props.place.tournament;
  const send = async () => {
    try {
      const outcome = await attachNight(services.db, props.nightId, services);
      const words = attachWords(t, outcome, props.club.name, props.nameOf);
      if (words) notices.notify(words);
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };
  return (
    <>
      <p>
        <a href={hrefOf({ name: 'club', clubId: props.club.id })} data-night-club={props.club.id}>
          {t('club:night.in', { club: isolateText(props.club.name) })}
        </a>
        {slot && ` · ${t('club:night.slot', { round: slot.round, table: slot.table })}`}
      </p>
      {unmatched.length > 0 && (
        <p class="hint">
          {t('club:night.unmatched', { names: unmatched.map(props.nameOf).join(', ') })}
        </p>
      )}
      <p class="hint" data-counted={counted ?? ''}>
        {counted === 'yes'
          ? t('club:night.attached')
          : counted === 'changed'
            ? t('club:night.changed')
            : closed
              ? ''
              : t('club:night.whenClosed')}
      </p>
      {closed && counted !== undefined && counted !== 'yes' && unmatched.length === 0 && (
        <button type="button" class="btn btn-primary btn-wide" onClick={() => void send()}>
          {t('club:night.attach')}
        </button>
      )}
      <button type="button" class="btn btn-wide" onClick={() => setWithdrawing(true)}>
        {t('club:night.withdraw')}
      </button>
      {withdrawing && (
        <WithdrawDialog
          clubId={props.club.id}
          nightId={props.nightId}
          onClose={() => setWithdrawing(false)}
        />
      )}
    </>
  );
}
