// The typed parts of the settings form: custom rates, the price per unit
// (presets or an amount) and the two renonc fines. Text stays local while it
// is being typed; only a valid number is passed up.
import { useState } from 'preact/hooks';
import type { Money } from '../../../engine';
import {
  MAX_CUSTOM_RATE,
  MAX_UNIT_PRICE,
  RATE_KEYS,
  mariasKeys,
  mariasRates,
  type MariasRates,
  type MariasSettings,
} from '../../../engine/games/marias';
import type { TFunction } from '../../i18n/use-t';
import { useT } from '../../i18n/use-t';
import { Choice, Field } from '../../kit/layout';
import { formatPrice, parsePrice } from './logic/labels';

/** "Game 1 · Seven 2 · … · Durch 10" */
export function ratesLine(t: TFunction, settings: MariasSettings): string {
  const rates = mariasRates(settings);
  return RATE_KEYS.map((k) => `${t(mariasKeys.rate(k))} ${rates[k]}`).join(' · ');
}

function parseRate(text: string): number | null {
  const clean = text.trim();
  if (!/^\d{1,4}$/.test(clean)) return null;
  const n = Number(clean);
  return n <= MAX_CUSTOM_RATE ? n : null;
}

export function RatesFields(props: {
  value: MariasSettings;
  onChange: (value: MariasSettings) => void;
}) {
  const { t } = useT();
  const rates = mariasRates(props.value);
  const [texts, setTexts] = useState<Record<keyof MariasRates, string>>(
    () =>
      Object.fromEntries(RATE_KEYS.map((k) => [k, String(rates[k])])) as Record<
        keyof MariasRates,
        string
      >,
  );
  return (
    <fieldset class="marias-rates">
      <legend class="field-label">{t(mariasKeys.settingLabel('customRates'))}</legend>
      {RATE_KEYS.map((key) => {
        const id = `marias-rate-${key}`;
        const invalid = parseRate(texts[key]) === null;
        return (
          <Field
            key={key}
            id={id}
            label={t(mariasKeys.rate(key))}
            error={
              invalid ? t('marias:ui.settings.rateInvalid', { max: MAX_CUSTOM_RATE }) : undefined
            }
          >
            <input
              id={id}
              class="input num"
              inputMode="numeric"
              value={texts[key]}
              onInput={(e) => {
                const text = e.currentTarget.value;
                setTexts({ ...texts, [key]: text });
                const rate = parseRate(text);
                if (rate !== null) {
                  props.onChange({ ...props.value, customRates: { ...rates, [key]: rate } });
                }
              }}
            />
          </Field>
        );
      })}
    </fieldset>
  );
}

export function PriceField(props: {
  value: Money;
  presets: readonly Money[];
  onChange: (value: Money) => void;
}) {
  const { t, language } = useT();
  const [custom, setCustom] = useState(!props.presets.includes(props.value));
  const [text, setText] = useState(formatPrice(props.value, language));
  const parsed = parsePrice(text);
  const invalid = parsed === null || parsed < 1 || parsed > MAX_UNIT_PRICE;
  return (
    <div class="marias-setting">
      <Choice
        label={t(mariasKeys.settingLabel('unitPrice'))}
        name="unitPrice"
        options={[
          ...props.presets.map((p) => ({ value: String(p), label: formatPrice(p, language) })),
          { value: 'custom', label: t('marias:ui.settings.customPrice') },
        ]}
        value={custom ? 'custom' : String(props.value)}
        onChange={(v) => {
          if (v === 'custom') {
            setCustom(true);
            setText(formatPrice(props.value, language));
            return;
          }
          setCustom(false);
          props.onChange(Number(v));
        }}
      />
      {custom && (
        <Field
          id="marias-unit-price"
          label={t('marias:ui.settings.priceAmount')}
          error={invalid ? t('marias:ui.settings.priceInvalid') : undefined}
        >
          <input
            id="marias-unit-price"
            class="input num"
            inputMode="decimal"
            value={text}
            onInput={(e) => {
              const next = e.currentTarget.value;
              setText(next);
              const minor = parsePrice(next);
              if (minor !== null && minor >= 1 && minor <= MAX_UNIT_PRICE) props.onChange(minor);
            }}
          />
        </Field>
      )}
      <p class="hint">
        {t('marias:ui.settings.hints.unitPrice', { price: formatPrice(props.value, language) })}
      </p>
    </div>
  );
}

export function FineFields(props: {
  value: MariasSettings;
  onChange: (value: MariasSettings) => void;
}) {
  const { t, language } = useT();
  const fines = props.value.renoncFines;
  const [texts, setTexts] = useState({
    tier1: formatPrice(fines.tier1, language),
    tier2: formatPrice(fines.tier2, language),
  });
  return (
    <fieldset class="marias-rates" data-setting="renoncFines">
      <legend class="field-label">{t(mariasKeys.settingLabel('renoncFines'))}</legend>
      {(['tier1', 'tier2'] as const).map((tier) => {
        const id = `marias-fine-${tier}`;
        return (
          <Field
            key={tier}
            id={id}
            label={t(`marias:settings.renoncFines.${tier}`)}
            error={
              parsePrice(texts[tier]) === null ? t('marias:ui.settings.priceInvalid') : undefined
            }
          >
            <input
              id={id}
              class="input num"
              inputMode="decimal"
              value={texts[tier]}
              onInput={(e) => {
                const text = e.currentTarget.value;
                setTexts({ ...texts, [tier]: text });
                const minor = parsePrice(text);
                if (minor !== null) {
                  props.onChange({ ...props.value, renoncFines: { ...fines, [tier]: minor } });
                }
              }}
            />
          </Field>
        );
      })}
    </fieldset>
  );
}
