// A night's name (#28 item 13): typed on the new-night screen, optional (the
// game's name stands for it), and changed later on the night's rules page.
import { useState } from 'preact/hooks';
import { NIGHT_TITLE_MAX, nightTitle, renameNight } from '../../storage';
import { useT } from '../i18n/use-t';
import { Field } from '../kit/layout';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { useServices } from '../services';

export function NightNameField(props: {
  value: string;
  onChange: (title: string) => void;
  label?: string;
}) {
  const { t } = useT();
  return (
    <Field label={props.label ?? t('newNight.name')} id="night-name">
      <input
        id="night-name"
        class="input"
        type="text"
        autoComplete="off"
        maxLength={NIGHT_TITLE_MAX}
        placeholder={t('newNight.namePlaceholder')}
        value={props.value}
        onInput={(e) => props.onChange(e.currentTarget.value)}
      />
    </Field>
  );
}

/** The rules page's card: the night's name, saved on demand. */
export function NightNameCard(props: { nightId: string; title: string | undefined }) {
  const { t } = useT();
  const { db } = useServices();
  const notices = useNotices();
  const [title, setTitle] = useState(props.title ?? '');
  const [saved, setSaved] = useState(props.title ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await renameNight(db, props.nightId, title);
      setSaved(nightTitle(title) ?? '');
      notices.notify(t('night.nameSaved'));
    } catch (err) {
      notices.fail(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      class="card night-name"
      data-night-name
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <NightNameField value={title} onChange={setTitle} label={t('night.nameTitle')} />
      <button type="submit" class="btn" disabled={busy || (nightTitle(title) ?? '') === saved}>
        {t('night.nameSave')}
      </button>
    </form>
  );
}
