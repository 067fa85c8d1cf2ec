// The table settings of a preferans night (rules §11): a preset in one tap
// (Сочинка, Ленинградка, Ростов), the pulya size and stake, then every other
// setting as a row of chips with a line saying what the chosen value means.
// Changing any value after a preset makes the convention "custom".
import {
  applyPreset,
  CHOICES,
  conventionOf,
  PRESETS,
  PROGRESSIONS,
  SETTING_KEYS,
  type PreferansSettings,
} from '../../../engine/games/preferans';
import { minorWords } from '../../kit/money-words';
import { useT } from '../../i18n/use-t';
import { Choice } from '../../kit/layout';
import type { SettingsFormProps } from '../types';

const PULYA_SIZES = [10, 20, 30] as const;
const STAKES = [1, 10, 50, 100] as const;
const ROSTOV_WHISTS = [3, 5, 10] as const;
const FOUR_ONLY = new Set(['consolationToDealer', 'dealerPassPrize']);

type ChoiceKey = Exclude<keyof typeof CHOICES, 'convention'>;
const CHOICE_KEYS = SETTING_KEYS.filter((k): k is ChoiceKey => k in CHOICES);

const progressionKey = (p: readonly number[]) =>
  (Object.entries(PROGRESSIONS).find(([, v]) => v.join() === p.join())?.[0] ?? 'custom') as
    keyof typeof PROGRESSIONS | 'custom';

function AllSettings(props: {
  value: PreferansSettings;
  set: (patch: Partial<PreferansSettings>) => void;
  playerCount: number;
}) {
  const { t } = useT();
  const { value, set, playerCount } = props;
  return (
    <details class="pref-all-settings">
      <summary>{t('preferans:settings.all')}</summary>
      {CHOICE_KEYS.filter((k) => playerCount === 4 || !FOUR_ONLY.has(k)).map((key) => (
        <div key={key} class="pref-setting">
          <Choice
            label={t(`preferans:settings.${key}.label`)}
            name={key}
            options={(CHOICES[key] as readonly (string | number | boolean)[]).map((v) => ({
              value: String(v),
              label: t(`preferans:settings.${key}.${String(v)}`),
            }))}
            value={String(value[key])}
            onChange={(v) => {
              const option = (CHOICES[key] as readonly unknown[]).find((o) => String(o) === v);
              set({ [key]: option } as Partial<PreferansSettings>);
            }}
          />
        </div>
      ))}
      <Choice
        label={t('preferans:settings.progression.label')}
        name="progression"
        options={[
          ...Object.entries(PROGRESSIONS).map(([k, v]) => ({
            value: k,
            label: `${v.join(', ')}${v.length > 1 ? '…' : ''}`,
          })),
          ...(progressionKey(value.progression) === 'custom'
            ? [{ value: 'custom', label: value.progression.join(', '), disabled: true }]
            : []),
        ]}
        value={progressionKey(value.progression)}
        onChange={(k) => {
          if (k !== 'custom')
            set({ progression: [...PROGRESSIONS[k as keyof typeof PROGRESSIONS]] });
        }}
      />
      <Choice
        label={t('preferans:settings.rostovPassWhists.label')}
        name="rostovPassWhists"
        options={ROSTOV_WHISTS.map((n) => ({ value: n, label: String(n) }))}
        value={value.rostovPassWhists}
        onChange={(rostovPassWhists) => set({ rostovPassWhists })}
      />
    </details>
  );
}

export function PreferansSettingsForm({
  value,
  onChange,
  playerCount,
  currency,
}: SettingsFormProps<PreferansSettings>) {
  const { t } = useT();
  const set = (patch: Partial<PreferansSettings>) => {
    const next = { ...value, ...patch };
    onChange({ ...next, convention: conventionOf(next) });
  };
  return (
    <div class="pref-settings" data-pref="settings">
      <Choice
        label={t('preferans:settings.convention.label')}
        name="convention"
        options={[
          ...PRESETS.map((p) => ({ value: p, label: t(`preferans:conventions.${p}`) })),
          { value: 'custom', label: t('preferans:conventions.custom'), disabled: true },
        ]}
        value={value.convention}
        onChange={(p) => p !== 'custom' && onChange(applyPreset(p, value))}
      />
      <p class="hint">{t(`preferans:settings.convention.hints.${value.convention}`)}</p>
      <Choice
        label={t('preferans:settings.pulyaSize.label')}
        name="pulyaSize"
        options={PULYA_SIZES.map((n) => ({ value: n, label: String(n) }))}
        value={value.pulyaSize}
        onChange={(pulyaSize) => set({ pulyaSize })}
      />
      <Choice
        label={t('preferans:settings.stake.label')}
        name="stake"
        options={STAKES.map((n) => ({
          value: n,
          label: t('preferans:settings.stake.value', { money: minorWords(t, currency, n) }),
        }))}
        value={value.stake}
        onChange={(stake) => set({ stake })}
      />
      <AllSettings value={value} set={set} playerCount={playerCount} />
    </div>
  );
}
