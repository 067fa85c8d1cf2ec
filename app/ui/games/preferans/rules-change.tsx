// A change of the table's rules in the middle of a pulka (issue 14, bad
// input): the new-night settings form again, prefilled with the rules in
// force, saved as one 'settings' ledger entry holding only what changed. The
// engine applies it from the next deal on; deals already written keep their
// numbers, and the open pulka's money is settled by the new rules.
import { useState } from 'preact/hooks';
import type { PreferansSettings, PreferansState } from '../../../engine/games/preferans';
import { SETTING_KEYS } from '../../../engine/games/preferans';
import { useT } from '../../i18n/use-t';
import { FormFoot } from '../../kit/form-foot';
import type { EntryPanelProps } from '../types';
import { settingValue } from './describe';
import { PreferansSettingsForm } from './settings-form';

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.join() === b.join() : a === b;

/** The settings that differ from the ones in force (the convention with them). */
export function changedSettings(
  before: PreferansSettings,
  after: PreferansSettings,
): Partial<PreferansSettings> {
  const out: Record<string, unknown> = {};
  for (const k of ['convention', ...SETTING_KEYS] as const)
    if (!same(before[k], after[k])) out[k] = after[k];
  return out as Partial<PreferansSettings>;
}

export function RulesChangeForm(props: EntryPanelProps<PreferansState> & { onClose: () => void }) {
  const { t } = useT();
  const before = props.state.settings;
  const [value, setValue] = useState<PreferansSettings>(before);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const changed = changedSettings(before, value);
  const keys = SETTING_KEYS.filter((k) => k in changed);
  const submit = async () => {
    if (busy) return;
    if (keys.length === 0) return setError(t('preferans:rulesChange.nothing'));
    setBusy(true);
    const saved = await props.save('settings', { settings: changed });
    setBusy(false);
    if (saved) props.onClose();
  };
  return (
    <section class="pref-correction" data-pref-form="rules">
      <h3 class="section-title">{t('preferans:rulesChange.title')}</h3>
      <p class="hint">{t('preferans:rulesChange.hint')}</p>
      <PreferansSettingsForm
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        currency={props.night.row.currency}
        playerCount={props.night.row.playerIds.length}
      />
      {keys.length > 0 && (
        <ul class="pref-explain-list" data-pref="rules-changed">
          {keys.map((k) => (
            <li key={k}>
              {t(`preferans:settings.${k}.label`)}: {settingValue(k, before, t)} →{' '}
              {settingValue(k, value, t)}
            </li>
          ))}
        </ul>
      )}
      <FormFoot
        error={error}
        errorData={{ 'data-pref': 'rules-error' }}
        saveLabel={t('preferans:rulesChange.save')}
        cancelLabel={t('preferans:rulesChange.cancel')}
        onSave={() => void submit()}
        onCancel={props.onClose}
        busy={busy}
        saveData={{ 'data-pref': 'rules-save' }}
      />
    </section>
  );
}
