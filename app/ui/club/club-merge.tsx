// Two members who are one person (docs/club.md, C2): the admin says so once,
// and every result of the first counts for the second. The club fold is asked
// first; a merge it would refuse (they sat at the same night) is explained
// and nothing is written.
import { useState } from 'preact/hooks';
import type { ClubDocumentRecords, ClubView, MemberId } from '../../engine/club';
import { addClubRecords } from '../../storage';
import { useT } from '../i18n/use-t';
import { Field } from '../kit/layout';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { useServices } from '../services';
import { membersByName } from './club-members';
import { instant } from './ids';
import { mergeIssue } from './pay';

interface MergeProps {
  readonly clubId: string;
  readonly view: ClubView;
  readonly records: ClubDocumentRecords;
  readonly nameOf: (member: MemberId) => string;
}

function MemberSelect(props: {
  id: string;
  label: string;
  value: string;
  members: readonly MemberId[];
  nameOf: (m: MemberId) => string;
  onChange: (m: string) => void;
}) {
  const { t } = useT();
  return (
    <Field label={props.label} id={props.id}>
      <select
        id={props.id}
        class="input"
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        <option value="">{t('club:merge.choose')}</option>
        {props.members.map((m) => (
          <option key={m} value={m}>
            {props.nameOf(m)}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function MergeMembers(props: MergeProps) {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  const [member, setMember] = useState('');
  const [into, setInto] = useState('');
  const [error, setError] = useState<string | undefined>();
  const members = membersByName(props.view.members, props.nameOf);
  const submit = async () => {
    if (member === '' || into === '') return setError(t('club:merge.both'));
    const issue = mergeIssue(props.records, member, into);
    if (issue?.code === 'errors:club.mergeSatTogether' && issue.record === member) {
      const names = { member: props.nameOf(member), into: props.nameOf(into) };
      return setError(t('club:merge.satTogether', names));
    }
    if (issue) return setError(t(issue.code, { member: props.nameOf(issue.record) }));
    const now = services.now();
    const record = { kind: 'merge', id: services.newId(), member, into, at: instant(now) };
    try {
      await addClubRecords(services.db, props.clubId, [record], 'local', now);
      notices.notify(
        t('club:merge.done', { member: props.nameOf(member), into: props.nameOf(into) }),
      );
      setMember('');
      setInto('');
      setError(undefined);
    } catch (err) {
      setError(errorText(t, err));
    }
  };
  if (members.length < 2) return null;
  return (
    <details class="club-merge" data-card-part="merge">
      <summary class="btn btn-wide">{t('club:merge.title')}</summary>
      <form
        class="club-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p class="hint">{t('club:merge.hint')}</p>
        <MemberSelect
          id="club-merge-member"
          label={t('club:merge.member')}
          value={member}
          members={members.filter((m) => m !== into)}
          nameOf={props.nameOf}
          onChange={setMember}
        />
        <MemberSelect
          id="club-merge-into"
          label={t('club:merge.into')}
          value={into}
          members={members.filter((m) => m !== member)}
          nameOf={props.nameOf}
          onChange={setInto}
        />
        {error && (
          <p class="form-errors" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="btn btn-primary btn-wide">
          {t('club:merge.submit')}
        </button>
      </form>
    </details>
  );
}
