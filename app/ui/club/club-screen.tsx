// A club's home (#/club/<id>): the running tab first (what people come to
// see after a night), then the season table, the chart of the season, the
// ratings, what needs sorting out, the members and the links to invite.
import { isolateText } from '../../engine';
import { useT } from '../i18n/use-t';
import { Layout } from '../kit/layout';
import { hrefOf } from '../router';
import { useUsableMark } from '../usable';
import { useEffect } from 'preact/hooks';
import { ClubLinks } from './club-links';
import { MergeMembers } from './club-merge';
import { ClubSettingsCard } from './club-settings';
import { IssuesCard, MembersCard } from './club-members';
import { RatingsCard, SeasonCard, SeasonChartCard } from './club-season';
import { TabCard } from './club-tab';
import { SyncLine } from './sync-line';
import { useClub } from './use-club';
import '../settle/settle.css';
import './club.css';

/** Set each time a club's home has drawn its data (bench/club-open.bench.ts). */
export const CLUB_SHOWN_MARK = 'renonc:club-shown';

export function ClubScreen({ clubId }: { clubId: string }) {
  const { t } = useT();
  const { club, records, view, nameOf, sync, rotate } = useClub(clubId);
  // The club's tab, season table and ratings are drawn: what a member opened it for.
  const ready = Boolean(club && records && view);
  useUsableMark('club', ready);
  useEffect(() => {
    // Every open, not only a page's first screen: the club-open bench taps in from the home.
    if (ready) performance.mark(CLUB_SHOWN_MARK);
  }, [ready]);
  if (club === null) {
    return (
      <Layout title={t('club:clubs.title')} back={{ name: 'clubs' }}>
        <p class="form-errors" role="alert">
          {t('club:home.notFound')}
        </p>
      </Layout>
    );
  }
  if (!club || !records || !view) {
    return (
      <Layout title={t('club:clubs.title')} back={{ name: 'clubs' }}>
        <p class="muted">{t('loading')}</p>
      </Layout>
    );
  }
  const writes = club.role !== 'board';
  const props = { clubId, view, records, nameOf };
  return (
    <Layout title={isolateText(club.name)} back={{ name: 'clubs' }}>
      <div class="club-home" data-club={clubId}>
        <SyncLine status={sync} />
        <TabCard {...props} canPay={writes} />
        <SeasonCard {...props} />
        <SeasonChartCard {...props} />
        <RatingsCard {...props} />
        <IssuesCard view={view} records={records} />
        <MembersCard {...props} canAdd={writes} />
        {club.role === 'admin' && <MergeMembers {...props} />}
        {club.role === 'admin' && <ClubSettingsCard clubId={clubId} records={records} />}
        {club.me && (
          <a class="btn btn-wide" href={hrefOf({ name: 'club-member', clubId, member: club.me })}>
            {t('club:home.statement')}
          </a>
        )}
        {/* Tournaments and the board live under the club: reach them from its home. */}
        <a class="btn btn-wide" href={hrefOf({ name: 'club-tournaments', clubId })}>
          {t('club:home.tournaments')}
        </a>
        <a class="btn btn-wide" href={hrefOf({ name: 'club-board', clubId })}>
          {t('club:home.board')}
        </a>
        <ClubLinks club={club} rotate={rotate} />
      </div>
    </Layout>
  );
}
