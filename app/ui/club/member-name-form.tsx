// A member joins under a name: the one form of the club's "add a member" and
// the join screen's "I am not on the list", and the one way a member record
// is written from this phone.
import { useState } from 'preact/hooks';
import { cleanName } from '../../engine';
import { addClubRecords } from '../../storage';
import { useT } from '../i18n/use-t';
import { errorText } from '../kit/messages';
import { NameField } from '../kit/name-field';
import type { Services } from '../services';
import { instant } from './ids';

/** Writes a member record with this name; returns the new member's id. */
export async function addMember(services: Services, clubId: string, name: string) {
  const now = services.now();
  const id = services.newId();
  const record = { kind: 'member', id, name, at: instant(now) };
  await addClubRecords(services.db, clubId, [record], 'local', now);
  return id;
}

export interface MemberNameFormProps {
  readonly id: string;
  readonly label: string;
  readonly submit: string;
  readonly formClass: string;
  readonly buttonClass: string;
  /** Why this clean name cannot be used, or undefined. */
  readonly refuse?: (clean: string) => string | undefined;
  /** Called with the clean name; the form is cleared once it resolves. */
  readonly onName: (clean: string) => Promise<void>;
}

export function MemberNameForm(props: MemberNameFormProps) {
  const { t } = useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    const clean = cleanName(name);
    if (clean === '') return setError(t('club:member.nameEmpty'));
    const refused = props.refuse?.(clean);
    if (refused) return setError(refused);
    try {
      await props.onName(clean);
      setName('');
      setError(undefined);
    } catch (err) {
      setError(errorText(t, err));
    }
  };
  return (
    <form
      class={props.formClass}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <NameField id={props.id} label={props.label} value={name} onInput={setName} error={error} />
      <button type="submit" class={props.buttonClass}>
        {props.submit}
      </button>
    </form>
  );
}
