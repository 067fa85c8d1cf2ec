// The club's members on its home, each with what the tab says of him and a
// tap to his statement; adding a member by name (someone not on this phone),
// the way to "who is who on this phone", and the club's issues (C8) in
// words, each with what to do about it.
import { nameKey } from '../../engine';
import type { ClubDocumentRecords, ClubIssue, ClubView, MemberId } from '../../engine/club';
import { formatMoney } from '../format';
import { useT, type TFunction } from '../i18n/use-t';
import { useNotices } from '../kit/notices';
import { hrefOf } from '../router';
import { useServices } from '../services';
import { addMember, MemberNameForm } from './member-name-form';

/** Members by name as shown (the fold lists them by id). */
export const membersByName = (
  members: readonly MemberId[],
  nameOf: (m: MemberId) => string,
): MemberId[] => [...members].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));

interface MembersProps {
  readonly clubId: string;
  readonly view: ClubView;
  readonly records: ClubDocumentRecords;
  readonly nameOf: (member: MemberId) => string;
  readonly canAdd: boolean;
}

export function MembersCard(props: MembersProps) {
  const { t, language } = useT();
  const { view, nameOf, clubId } = props;
  return (
    <section class="card" aria-labelledby="club-members-title" data-card="members">
      <h2 id="club-members-title" class="section-title">
        {t('club:home.members')}
      </h2>
      <ul class="list" aria-label={t('club:home.members')}>
        {membersByName(view.members, nameOf).map((member) => (
          <li key={member} data-member={member}>
            <a class="list-item" href={hrefOf({ name: 'club-member', clubId, member })}>
              <span class="club-row-head">
                <strong class="club-name">{nameOf(member)}</strong>
                {view.tabs.map((tab) => {
                  const net = tab.nets[member] ?? 0;
                  return (
                    <span
                      key={tab.currency}
                      class={`num ${net > 0 ? 'pos' : net < 0 ? 'neg' : ''}`}
                    >
                      {formatMoney(net, tab.currency, language, true)}
                    </span>
                  );
                })}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {props.canAdd && <AddMember {...props} />}
      <a class="btn btn-wide" href={hrefOf({ name: 'club-match', clubId })}>
        {t('club:home.match')}
      </a>
    </section>
  );
}

function AddMember({ clubId, records }: MembersProps) {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  return (
    <MemberNameForm
      id="club-member-name"
      label={t('club:member.add')}
      submit={t('club:member.submit')}
      formClass="inline-form"
      buttonClass="btn"
      refuse={(name) =>
        records.members.some((m) => nameKey(m.name) === nameKey(name))
          ? t('club:member.nameTaken')
          : undefined
      }
      onName={async (name) => {
        await addMember(services, clubId, name);
        notices.notify(t('club:member.added', { name }));
      }}
    />
  );
}

/** What the user can do about an issue, by its kind. */
function whatToDo(code: string): string {
  const kind = code.replace('errors:club.', '');
  if (kind === 'nightAttachedTwice') return 'club:issue.do.twice';
  if (kind === 'nightResultDiffers') return 'club:issue.do.differs';
  if (['unknownMember', 'memberTwice'].includes(kind) || kind.startsWith('merge')) {
    return 'club:issue.do.member';
  }
  if (kind.startsWith('payment')) return 'club:issue.do.payment';
  return 'club:issue.do.other';
}

/** The issue's sentence: the engine's key, its amount written as money. */
export function issueWords(
  t: TFunction,
  language: string,
  issue: ClubIssue,
  records: ClubDocumentRecords,
): string {
  const payment = records.payments.find((p) => p.id === issue.record);
  const max = issue.params?.max;
  const params =
    payment && typeof max === 'number'
      ? { ...issue.params, max: formatMoney(max, payment.currency, language) }
      : issue.params;
  return t(issue.code, { ...params });
}

export function IssuesCard({ view, records }: { view: ClubView; records: ClubDocumentRecords }) {
  const { t, language } = useT();
  if (view.issues.length === 0) return null;
  return (
    <section class="card" aria-labelledby="club-issues-title" data-card="issues">
      <h2 id="club-issues-title" class="section-title">
        {t('club:home.issues')}
      </h2>
      <ul class="club-issues">
        {view.issues.map((issue) => (
          <li key={`${issue.code}/${issue.record}`} data-issue={issue.code}>
            <p>{issueWords(t, language, issue, records)}</p>
            <p class="hint">{t(whatToDo(issue.code))}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
