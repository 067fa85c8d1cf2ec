// The table settings of a mariáš night on the new-night screen: the tariff
// and the price per unit in sight, everything else collapsed under "More
// table settings". Each choice says in one line what it means. Only valid
// values reach the night; a mistyped number is shown as an error and the
// last good value stays.
import { useState } from 'preact/hooks';
import {
  MARIAS_SETTING_OPTIONS,
  MAX_FLEK_LEVEL,
  mariasKeys,
  validateMariasSettings,
  type MariasSettings,
} from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import { Choice } from '../../kit/layout';
import { issueText } from '../../kit/messages';
import type { SettingsFormProps } from '../types';
import { formatPrice } from './logic/labels';
import {
  ADVANCED_CHOICES,
  changedAdvanced,
  UNIT_PRICES,
  withTariff,
  type ChoiceName,
  type FlagName,
} from './logic/settings';
import { FineFields, PriceField, RatesFields, ratesLine } from './settings-fields';

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

/** The settings' props: the night's settings so far and where a change goes. */
interface PartProps {
  readonly value: MariasSettings;
  readonly onChange: (value: MariasSettings) => void;
}

export function MariasSettingsForm({
  value,
  onChange,
  playerCount,
}: SettingsFormProps<MariasSettings>) {
  const { t } = useT();
  const [more, setMore] = useState(false);
  const issues = validateMariasSettings(value);
  const changed = changedAdvanced(value);
  return (
    <div class="marias-settings">
      <TariffSetting value={value} onChange={onChange} />
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
      {more && <MoreSettings value={value} onChange={onChange} playerCount={playerCount} />}
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

/** The tariff in sight: its choice, what it means, and its rates (typed when custom). */
function TariffSetting({ value, onChange }: PartProps) {
  const { t } = useT();
  return (
    <div class="marias-setting">
      <Choice
        label={t(mariasKeys.settingLabel('tariff'))}
        name="tariff"
        options={MARIAS_SETTING_OPTIONS.tariff.map((v) => ({
          value: v,
          label: t(mariasKeys.settingValue('tariff', v)),
        }))}
        value={value.tariff}
        onChange={(tariff) => onChange(withTariff(value, tariff))}
      />
      <p class="hint">{t(`marias:ui.settings.hints.tariff.${value.tariff}`)}</p>
      {value.tariff === 'custom' ? (
        <RatesFields value={value} onChange={onChange} />
      ) : (
        <p class="hint num">{ratesLine(t, value)}</p>
      )}
    </div>
  );
}

/** Under "More table settings": the flek limit, the house rules and the renonc fines. */
function MoreSettings({ value, onChange, playerCount }: PartProps & { playerCount: number }) {
  const { t, language } = useT();
  return (
    <div class="marias-settings-more">
      <MaxFlekSetting value={value} onChange={onChange} />
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
  );
}

/** The highest flek the table plays, with its multiplier. */
function MaxFlekSetting({ value, onChange }: PartProps) {
  const { t } = useT();
  return (
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
  );
}
