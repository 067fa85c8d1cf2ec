// Who is who (#/club/<id>/match): each of this phone's players matched once
// to a club member (docs/club.md, C2), so that his nights count for that
// member. A member of the same name is suggested (./names.ts) and confirmed
// with one tap; any player can be matched by hand, made a new member, or
// left out.
import { useMemo, useState } from 'preact/hooks';
import { isolateText } from '../../engine';
import type { MemberId } from '../../engine/club';
import { addClubRecords, matchPlayer, type PlayerRow, type RenoncDb } from '../../storage';
import { useT } from '../i18n/use-t';
import { Dialog } from '../kit/dialog';
import { Layout } from '../kit/layout';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { useServices, type Services } from '../services';
import { instant } from './ids';
import { MemberChips } from './member-chips';
import { suggestMatches } from './names';
import { useClub, type ClubData } from './use-club';
import './club.css';

/** Makes the player a new member of the club, matched to him. */
export async function playerAsMember(
  db: RenoncDb,
  services: Pick<Services, 'now' | 'newId'>,
  clubId: string,
  player: PlayerRow,
): Promise<MemberId> {
  const now = services.now();
  const member = services.newId();
  const record = { kind: 'member', id: member, name: player.name, at: instant(now) };
  await addClubRecords(db, clubId, [record], 'local', now);
  await matchPlayer(db, clubId, player.id, member);
  return member;
}

function useMatchActions() {
  const { t } = useT();
  const notices = useNotices();
  return async (action: () => Promise<unknown>) => {
    try {
      await action();
      notices.notify(t('club:match.done'), undefined, 2000);
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };
}

export function MatchScreen({ clubId }: { clubId: string }) {
  const { t } = useT();
  const services = useServices();
  const data = useClub(clubId);
  const { club, records, view, players, nameOf } = data;
  const run = useMatchActions();
  const [choosing, setChoosing] = useState<PlayerRow | null>(null);
  const members = useMemo(
    () => (records?.members ?? []).filter((m) => view?.members.includes(m.id)),
    [records, view],
  );
  const suggested = useMemo(
    () => (club && players ? suggestMatches(players, members, club.matches) : {}),
    [club, players, members],
  );
  const back = { name: 'club', clubId } as const;
  if (!club || !players) {
    return (
      <Layout title={t('club:match.title')} back={back}>
        <p class="muted">{club === null ? t('club:home.notFound') : t('loading')}</p>
      </Layout>
    );
  }
  const confirmAll = () =>
    run(async () => {
      for (const [player, member] of Object.entries(suggested)) {
        await matchPlayer(services.db, clubId, player, member);
      }
    });
  const open = Object.keys(suggested).length > 0;
  return (
    <Layout
      title={t('club:match.title')}
      back={back}
      bottom={
        open && (
          <button type="button" class="btn btn-primary btn-wide" onClick={() => void confirmAll()}>
            {t('club:match.confirmAll')}
          </button>
        )
      }
    >
      <p class="hint">{t('club:match.intro')}</p>
      {players.length === 0 && <p class="empty">{t('club:match.noPlayers')}</p>}
      <ul class="club-matches">
        {players.map((p) => (
          <MatchRow
            key={p.id}
            player={p}
            matched={club.matches[p.id]}
            suggested={suggested[p.id]}
            nameOf={nameOf}
            onConfirm={(member) => void run(() => matchPlayer(services.db, clubId, p.id, member))}
            onChoose={() => setChoosing(p)}
          />
        ))}
      </ul>
      {choosing && (
        <ChooseDialog
          data={data}
          members={members}
          player={choosing}
          onClose={() => setChoosing(null)}
        />
      )}
    </Layout>
  );
}

function MatchRow(props: {
  player: PlayerRow;
  matched: MemberId | undefined;
  suggested: MemberId | undefined;
  nameOf: (m: MemberId) => string;
  onConfirm: (member: MemberId) => void;
  onChoose: () => void;
}) {
  const { t } = useT();
  const { matched, suggested, nameOf } = props;
  const state = matched ? 'matched' : suggested ? 'suggested' : 'none';
  return (
    <li class="club-match" data-player={props.player.name} data-state={state}>
      <span class="club-match-text">
        <strong>{isolateText(props.player.name)}</strong>{' '}
        <span class="muted">
          {matched
            ? t('club:match.matched', { name: nameOf(matched) })
            : suggested
              ? t('club:match.suggested', { name: nameOf(suggested) })
              : t('club:match.none')}
        </span>
      </span>
      <span class="row">
        {!matched && suggested && (
          <button type="button" class="btn btn-primary" onClick={() => props.onConfirm(suggested)}>
            {t('club:match.confirm')}
          </button>
        )}
        <button type="button" class="btn" onClick={props.onChoose}>
          {t('club:match.choose')}
        </button>
      </span>
    </li>
  );
}

function ChooseDialog(props: {
  data: ClubData;
  members: readonly { id: MemberId; name: string }[];
  player: PlayerRow;
  onClose: () => void;
}) {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  const clubId = props.data.club!.id;
  const run = async (action: () => Promise<unknown>) => {
    props.onClose();
    try {
      await action();
      notices.notify(t('club:match.done'), undefined, 2000);
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };
  const match = (member: MemberId | undefined) =>
    void run(() => matchPlayer(services.db, clubId, props.player.id, member));
  return (
    <Dialog
      title={t('club:match.chooseTitle', { name: props.player.name })}
      onClose={props.onClose}
    >
      <MemberChips members={props.members} onChoose={match} />
      <div class="club-dialog-actions">
        <button
          type="button"
          class="btn btn-primary btn-wide"
          onClick={() =>
            void run(() => playerAsMember(services.db, services, clubId, props.player))
          }
        >
          {t('club:match.asNew', { name: props.player.name })}
        </button>
        <button type="button" class="btn btn-wide" onClick={() => match(undefined)}>
          {t('club:match.forget')}
        </button>
        <button type="button" class="btn btn-wide" onClick={props.onClose}>
          {t('cancel')}
        </button>
      </div>
    </Dialog>
  );
}
