// The table settings of a mariáš night on the new-night screen: the tariff
// and the price per unit in sight, everything else collapsed under "More
// table settings". Each choice says in one line what it means. Only valid
// values reach the night; a mistyped number is shown as an error and the
// last good value stays.
import { useState } from 'preact/hooks';
import {
  DEFAULT_MARIAS_SETTINGS,
  MARIAS_SETTING_OPTIONS,
  MAX_FLEK_LEVEL,
  TARIFF_PRESETS,
  mariasKeys,
  validateMariasSettings,
  type MariasSettings,
} from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import { Choice } from '../../kit/layout';
import { issueText } from '../../kit/messages';
import type { SettingsFormProps } from '../types';
import { formatPrice } from './logic/labels';
import { FineFields, PriceField, RatesFields, ratesLine } from './settings-fields';

type ChoiceName = Exclude<keyof typeof MARIAS_SETTING_OPTIONS, 'tariff'>;
type FlagName = 'kiloFailCountsOpponentMarriages' | 'sitterPays';

const ADVANCED_CHOICES: readonly ChoiceName[] = [
  'flekScope',
  'kiloScaling',
  'kiloMarriage',
  'sto107',
  'limit',
  'playHra',
];

export const UNIT_PRICES = [10, 20, 50, 100, 200] as const;

const LEVELS = Array.from({ length: MAX_FLEK_LEVEL + 1 }, (_, i) => i);

function SettingChoice<N extends ChoiceName>(props: {
  name: N;
  value: MariasSettings;
  onChange: (value: MariasSettings) => void;
}) {
  const { t } = useT();
  const options = MARIAS_SETTING_OPTIONS[props.name] as readonly string[];
  const current = props.value[props.name] as string;
  return (
    <div class="marias-setting">
      <Choice
        label={t(mariasKeys.settingLabel(props.name))}
        name={props.name}
        options={options.map((v) => ({
          value: v,
          label: t(`marias:settings.${props.name}.values.${v}`),
        }))}
        value={current}
        onChange={(v) => props.onChange({ ...props.value, [props.name]: v })}
      />
      <p class="hint">{t(`marias:ui.settings.hints.${props.name}.${current}`)}</p>
    </div>
  );
}

function FlagChoice(props: {
  name: FlagName;
  value: MariasSettings;
  onChange: (value: MariasSettings) => void;
}) {
  const { t } = useT();
  const on = props.value[props.name];
  return (
    <div class="marias-setting">
      <Choice
        label={t(mariasKeys.settingLabel(props.name))}
        name={props.name}
        options={[true, false].map((v) => ({
          value: v ? 'yes' : 'no',
          label: t(mariasKeys.settingFlag(props.name, v)),
        }))}
        value={on ? 'yes' : 'no'}
        onChange={(v) => props.onChange({ ...props.value, [props.name]: v === 'yes' })}
      />
      <p class="hint">{t(`marias:ui.settings.hints.${props.name}.${on ? 'yes' : 'no'}`)}</p>
    </div>
  );
}

/** The advanced settings that differ from the defaults, named for the collapsed summary. */
function changedAdvanced(value: MariasSettings): (keyof MariasSettings)[] {
  const names: (keyof MariasSettings)[] = [
    'maxFlek',
    ...ADVANCED_CHOICES,
    'kiloFailCountsOpponentMarriages',
    'sitterPays',
  ];
  const changed = names.filter((n) => value[n] !== DEFAULT_MARIAS_SETTINGS[n]);
  const d = DEFAULT_MARIAS_SETTINGS.renoncFines;
  if (value.renoncFines.tier1 !== d.tier1 || value.renoncFines.tier2 !== d.tier2) {
    changed.push('renoncFines');
  }
  return changed;
}

export function MariasSettingsForm({
  value,
  onChange,
  playerCount,
}: SettingsFormProps<MariasSettings>) {
  const { t, language } = useT();
  const [more, setMore] = useState(false);
  const issues = validateMariasSettings(value);
  const changed = changedAdvanced(value);
  return (
    <div class="marias-settings">
      <div class="marias-setting">
        <Choice
          label={t(mariasKeys.settingLabel('tariff'))}
          name="tariff"
          options={MARIAS_SETTING_OPTIONS.tariff.map((v) => ({
            value: v,
            label: t(mariasKeys.settingValue('tariff', v)),
          }))}
          value={value.tariff}
          onChange={(tariff) =>
            onChange({
              ...value,
              tariff,
              ...(tariff === 'custom' && !value.customRates
                ? { customRates: { ...ratesOfPreset(value) } }
                : {}),
            })
          }
        />
        <p class="hint">{t(`marias:ui.settings.hints.tariff.${value.tariff}`)}</p>
        {value.tariff === 'custom' ? (
          <RatesFields value={value} onChange={onChange} />
        ) : (
          <p class="hint num">{ratesLine(t, value)}</p>
        )}
      </div>

      <PriceField
        value={value.unitPrice}
        presets={UNIT_PRICES}
        onChange={(unitPrice) => onChange({ ...value, unitPrice })}
      />

      <button
        type="button"
        class="btn btn-wide marias-more"
        aria-expanded={more}
        data-marias="more-settings"
        onClick={() => setMore(!more)}
      >
        {t(more ? 'marias:ui.settings.less' : 'marias:ui.settings.more')}
      </button>
      {!more && changed.length > 0 && (
        <p class="hint">
          {t('marias:ui.settings.changed', {
            list: changed.map((n) => t(mariasKeys.settingLabel(n))).join(', '),
          })}
        </p>
      )}
      {more && (
        <div class="marias-settings-more">
          <div class="marias-setting">
            <Choice
              label={t(mariasKeys.settingLabel('maxFlek'))}
              name="maxFlek"
              options={LEVELS.map((level) => ({
                value: level,
                label: level === 0 ? t(mariasKeys.flek(0)) : t(mariasKeys.flek(level)),
              }))}
              value={value.maxFlek}
              onChange={(maxFlek) => onChange({ ...value, maxFlek })}
            />
            <p class="hint">
              {t('marias:ui.settings.hints.maxFlek', {
                name: t(mariasKeys.flek(value.maxFlek)),
                multiplier: 2 ** value.maxFlek,
              })}
            </p>
          </div>
          {ADVANCED_CHOICES.map((name) => (
            <SettingChoice key={name} name={name} value={value} onChange={onChange} />
          ))}
          <FlagChoice name="kiloFailCountsOpponentMarriages" value={value} onChange={onChange} />
          {playerCount !== 3 && <FlagChoice name="sitterPays" value={value} onChange={onChange} />}
          <FineFields value={value} onChange={onChange} />
          <p class="hint">
            {t('marias:ui.settings.finesHint', {
              tier1: formatPrice(value.renoncFines.tier1, language),
              tier2: formatPrice(value.renoncFines.tier2, language),
            })}
          </p>
        </div>
      )}
      {issues.length > 0 && (
        <div class="form-errors" role="alert">
          {issues.map((i) => (
            <p key={`${i.code}-${i.field ?? ''}`}>{issueText(t, i)}</p>
          ))}
        </div>
      )}
    </div>
  );
}

/** Switching to a custom tariff starts from the preset in use. */
function ratesOfPreset(value: MariasSettings) {
  return TARIFF_PRESETS[value.tariff === 'custom' ? 'hospoda' : value.tariff];
}
