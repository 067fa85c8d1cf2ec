// Joining a club from its link (#/club/<id>/<a|m|b>/<secret>): the club's
// name, then who the user is — one of its members, or "I am new" (a member
// record with his name) — and on to matching this phone's players. A board
// link only shows the club's tables.
import { useEffect, useState } from 'preact/hooks';
import { isolateText } from '../../engine';
import type { MemberId } from '../../engine/club';
import { setClubMe } from '../../storage';
import { useT } from '../i18n/use-t';
import { Layout } from '../kit/layout';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { hrefOf, navigate, type ClubLinkRole } from '../router';
import { useServices } from '../services';
import { MemberChips } from './member-chips';
import { addMember, MemberNameForm } from './member-name-form';
import { useClub } from './use-club';
import './club.css';

/** The words of a join that did not work. */
const PROBLEM_WORDS: Readonly<
  Record<string, 'join.badLink' | 'join.unreachable' | 'join.unknown'>
> = { malformed: 'join.badLink', unreachable: 'join.unreachable', empty: 'join.unknown' };

/**
 * Joins once per link (app/sync/club-join): a club whose link this phone
 * holds already is opened as it is; the problem's words otherwise.
 */
function useJoin(props: { clubId: string; role: ClubLinkRole; secret: string }) {
  const { t } = useT();
  const services = useServices();
  const [problem, setProblem] = useState<string | undefined>();
  const [joined, setJoined] = useState(false);
  useEffect(() => {
    let alive = true;
    const link = `${window.location.origin}/${hrefOf({ name: 'club-join', ...props })}`;
    // A club whose link this phone holds already opens without the network.
    // The join code (yjs, the provider) loads only here, not with the club's screens.
    void import('../../sync/club-join')
      .then(({ joinClub }) => joinClub(services.db, link, services.now()))
      .then((outcome) => {
        if (!alive) return;
        if (outcome.ok) setJoined(true);
        else setProblem(t(`club:${PROBLEM_WORDS[outcome.problem] ?? 'join.refusedLink'}`));
      })
      .catch((err: unknown) => alive && setProblem(errorText(t, err)));
    return () => {
      alive = false;
    };
  }, [props.clubId, props.role, props.secret]);
  return { problem, joined };
}

export function ClubJoinScreen(props: { clubId: string; role: ClubLinkRole; secret: string }) {
  const { t } = useT();
  const { problem, joined } = useJoin(props);
  const { club, records, view, nameOf } = useClub(props.clubId);
  const back = { name: 'clubs' } as const;
  if (problem) {
    return (
      <Layout title={t('club:join.title')} back={back}>
        <p class="form-errors" role="alert">
          {problem}
        </p>
      </Layout>
    );
  }
  if (!joined || club === undefined || (club && (!records || !view))) {
    return (
      <Layout title={t('club:join.title')} back={back}>
        <p class="muted" role="status">
          {t('club:join.joining')}
        </p>
      </Layout>
    );
  }
  if (club === null) {
    return (
      <Layout title={t('club:join.title')} back={back}>
        <p class="form-errors" role="alert">
          {t('club:join.unknown')}
        </p>
      </Layout>
    );
  }
  if (club.role === 'board' || props.role === 'b') {
    return (
      <Layout title={isolateText(club.name)} back={back}>
        <p class="hint">{t('club:join.boardOnly')}</p>
        <a class="btn btn-primary btn-wide" href={hrefOf({ name: 'club', clubId: props.clubId })}>
          {t('club:night.open')}
        </a>
      </Layout>
    );
  }
  return (
    <Layout title={t('club:join.title')} back={back}>
      <WhoAreYou
        clubId={props.clubId}
        clubName={club.name}
        members={view?.members ?? []}
        nameOf={nameOf}
      />
    </Layout>
  );
}

function WhoAreYou(props: {
  clubId: string;
  clubName: string;
  members: readonly MemberId[];
  nameOf: (m: MemberId) => string;
}) {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  const [fresh, setFresh] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const done = async (member: MemberId) => {
    try {
      await setClubMe(services.db, props.clubId, member);
      navigate({ name: 'club-match', clubId: props.clubId });
      notices.notify(t('club:join.joined', { club: props.clubName }));
    } catch (err) {
      setError(errorText(t, err));
    }
  };
  return (
    <>
      <h2 class="section-title">{t('club:join.who', { club: props.clubName })}</h2>
      <MemberChips
        members={props.members.map((m) => ({ id: m, name: props.nameOf(m) }))}
        onChoose={(m) => void done(m)}
      >
        <button
          type="button"
          class={`chip${fresh ? ' chip-on' : ''}`}
          aria-pressed={fresh}
          onClick={() => setFresh(true)}
        >
          {t('club:join.new')}
        </button>
      </MemberChips>
      {fresh && <NewMember clubId={props.clubId} onMember={done} />}
      {error && (
        <p class="form-errors" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** "I am new": a member record with the user's name. */
function NewMember(props: { clubId: string; onMember: (member: MemberId) => Promise<void> }) {
  const { t } = useT();
  const services = useServices();
  return (
    <MemberNameForm
      id="club-join-name"
      label={t('club:join.newName')}
      submit={t('club:join.submit')}
      formClass="club-form"
      buttonClass="btn btn-primary btn-wide"
      onName={async (name) => props.onMember(await addMember(services, props.clubId, name))}
    />
  );
}
