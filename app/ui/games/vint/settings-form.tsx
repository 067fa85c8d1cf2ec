// The table settings of a vint night (rules: "fixed when the rubber starts"):
// one row of chips per setting with a short explanation of the chosen option,
// and the stake as presets or two whole numbers.
import { useState } from 'preact/hooks';
import {
  BOTH_CROSS_MODES,
  BOTH_SIDES_REVOKE_MODES,
  HONOURS_MODES,
  MAX_STAKE_MINOR,
  MAX_STAKE_PER_POINTS,
  PAIR_PAYS_MODES,
  RENONCE_MISSING_TRICK_MODES,
  type VintSettings,
  type VintStake,
} from '../../../engine/games/vint';
import type { Currency } from '../../../engine';
import { minorWords } from '../../kit/money-words';
import { useT } from '../../i18n/use-t';
import { Choice, Field } from '../../kit/layout';
import type { SettingsFormProps } from '../types';
import { isPreset, parseWhole, stakeKey, stakeOfTyped, STAKE_PRESETS } from './stake';

type ChoiceKey = 'honours' | 'bothCross' | 'renonceMissingTrick' | 'bothSidesRevoke' | 'pairPays';

const CHOICES: readonly { key: ChoiceKey; values: readonly string[] }[] = [
  { key: 'honours', values: HONOURS_MODES },
  { key: 'bothCross', values: BOTH_CROSS_MODES },
  { key: 'renonceMissingTrick', values: RENONCE_MISSING_TRICK_MODES },
  { key: 'bothSidesRevoke', values: BOTH_SIDES_REVOKE_MODES },
  { key: 'pairPays', values: PAIR_PAYS_MODES },
];

/** The two whole numbers of a stake typed by hand, each with its own message. */
function CustomStake(props: {
  minor: string;
  per: string;
  onInput: (minor: string, per: string) => void;
}) {
  const { t } = useT();
  const { minor, per } = props;
  return (
    <div class="inline-form">
      <Field
        label={t('vint:settings.stake.minor')}
        id="vint-stake-minor"
        error={
          parseWhole(minor, 0, MAX_STAKE_MINOR) === null
            ? t('vint:settings.stake.minorInvalid')
            : undefined
        }
      >
        <input
          id="vint-stake-minor"
          class="input num"
          inputMode="numeric"
          value={minor}
          onInput={(e) => props.onInput(e.currentTarget.value, per)}
        />
      </Field>
      <Field
        label={t('vint:settings.stake.perPoints')}
        id="vint-stake-per"
        error={
          parseWhole(per, 1, MAX_STAKE_PER_POINTS) === null
            ? t('vint:settings.stake.perPointsInvalid')
            : undefined
        }
      >
        <input
          id="vint-stake-per"
          class="input num"
          inputMode="numeric"
          value={per}
          onInput={(e) => props.onInput(minor, e.currentTarget.value)}
        />
      </Field>
    </div>
  );
}

function StakeField(props: {
  value: VintStake;
  currency: Currency;
  onChange: (value: VintStake) => void;
}) {
  const { t } = useT();
  const [custom, setCustom] = useState(!isPreset(props.value));
  const [minor, setMinor] = useState(String(props.value.minor));
  const [per, setPer] = useState(String(props.value.perPoints));
  const typed = (nextMinor: string, nextPer: string) => {
    setMinor(nextMinor);
    setPer(nextPer);
    const stake = stakeOfTyped(nextMinor, nextPer);
    if (stake) props.onChange(stake);
  };
  const picked = (key: string) => {
    if (key === 'custom') {
      setCustom(true);
      return;
    }
    const chosen = STAKE_PRESETS.find((p) => stakeKey(p) === key)!;
    setCustom(false);
    setMinor(String(chosen.minor));
    setPer(String(chosen.perPoints));
    props.onChange(chosen);
  };
  return (
    <div class="vint-setting">
      <Choice
        label={t('vint:settings.stake.label')}
        name="stake"
        options={[
          ...STAKE_PRESETS.map((p) => ({
            value: stakeKey(p),
            label: t('vint:settings.stake.preset', {
              money: minorWords(t, props.currency, p.minor),
              count: p.perPoints,
            }),
          })),
          { value: 'custom', label: t('vint:settings.stake.custom') },
        ]}
        value={custom ? 'custom' : stakeKey(props.value)}
        onChange={picked}
      />
      {custom && <CustomStake minor={minor} per={per} onInput={typed} />}
      <p class="hint">
        {t('vint:settings.stake.hint', {
          money: minorWords(t, props.currency, props.value.minor),
          count: props.value.perPoints,
        })}
      </p>
    </div>
  );
}

export function VintSettingsForm({ value, onChange, currency }: SettingsFormProps<VintSettings>) {
  const { t } = useT();
  return (
    <div class="vint-settings">
      {CHOICES.map(({ key, values }) => (
        <div key={key} class="vint-setting">
          <Choice
            label={t(`vint:settings.${key}.label`)}
            name={key}
            options={values.map((v) => ({ value: v, label: t(`vint:settings.${key}.${v}`) }))}
            value={value[key]}
            onChange={(v) => onChange({ ...value, [key]: v })}
          />
          <p class="hint">{t(`vint:settings.${key}.hints.${value[key]}`)}</p>
        </div>
      ))}
      <StakeField
        value={value.stake}
        currency={currency}
        onChange={(stake) => onChange({ ...value, stake })}
      />
      <div class="vint-setting">
        <Choice
          label={t('vint:settings.coronets.label')}
          name="coronets"
          options={[
            { value: 'off', label: t('vint:settings.coronets.off') },
            { value: 'on', label: t('vint:settings.coronets.on') },
          ]}
          value={value.coronets ? 'on' : 'off'}
          onChange={(v) => onChange({ ...value, coronets: v === 'on' })}
        />
        <p class="hint">{t(`vint:settings.coronets.hints.${value.coronets ? 'on' : 'off'}`)}</p>
      </div>
    </div>
  );
}
