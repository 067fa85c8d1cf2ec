// The night's rules in the UI's language, settled by looking, not arguing:
// the tariff in units and money at this night's price, the settings in
// words, the flek ladder, misdeals, and the renonc tiers with their rules
// and amounts.
import type { Currency } from '../../../engine';
import {
  DEFAULT_MARIAS_SETTINGS,
  mariasKeys,
  renoncReasonsFor,
  type MariasSettings,
  type MariasState,
  type RenoncTier,
} from '../../../engine/games/marias';
import { DEFAULT_ROUND_TO } from '../../../engine';
import { formatNumber } from '../../format';
import { useT } from '../../i18n/use-t';
import type { NightView } from '../types';
import { settingsWords } from './logic/describe';
import { plainMoney, renoncMoneyWords } from './logic/labels';
import { flekLadder, RULES_PAGE_TIERS, tariffRows } from './logic/rules-table';

/** What each section of the page reads: the night's settings and its currency. */
interface SectionProps {
  readonly settings: MariasSettings;
  readonly currency: Currency;
}

export function MariasRulesPage(props: { night: NightView; state: MariasState }) {
  const { t, language } = useT();
  const { settings } = props.state;
  const currency = props.night.row.currency;
  const words = settingsWords(settings, t, currency, language, props.night.info.players.length);
  return (
    <div class="marias-rules" data-marias="rules">
      <TariffSection settings={settings} currency={currency} />
      <FlekSection settings={settings} currency={currency} />
      <section class="card" aria-labelledby="marias-rules-settings">
        <h2 id="marias-rules-settings" class="section-title">
          {t('marias:ui.rules.settings')}
        </h2>
        <dl class="marias-rules-list">
          {words.map((w) => (
            <div key={w.label} class="marias-rules-item">
              <dt>{w.label}</dt>
              <dd>
                {w.value}
                {w.hint && <span class="hint marias-rules-hint">{w.hint}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <RenoncSection settings={settings} currency={currency} />
    </div>
  );
}

/** Each component's units and its money at this night's price. */
function TariffSection({ settings, currency }: SectionProps) {
  const { t, language } = useT();
  const price = plainMoney(settings.unitPrice, currency, language);
  return (
    <section class="card" aria-labelledby="marias-rules-tariff">
      <h2 id="marias-rules-tariff" class="section-title">
        {t('marias:ui.rules.tariff', {
          tariff: t(mariasKeys.settingValue('tariff', settings.tariff)),
        })}
      </h2>
      <table class="table">
        <thead>
          <tr>
            <th scope="col">{t('marias:ui.rules.component')}</th>
            <th scope="col" class="num">
              {t('marias:ui.rules.units')}
            </th>
            <th scope="col" class="num">
              {t('marias:ui.rules.money', { price })}
            </th>
          </tr>
        </thead>
        <tbody>
          {tariffRows(settings).map((row) => (
            <tr key={row.key} data-component={row.key}>
              <th scope="row">{t(mariasKeys.rate(row.key))}</th>
              <td class="num">{formatNumber(row.units, language)}</td>
              <td class="num">{plainMoney(row.money, currency, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="hint">{t('marias:ui.rules.tariffNotes')}</p>
      <p class="hint" data-rules="defaults">
        {t('marias:ui.rules.defaults', {
          price: plainMoney(DEFAULT_MARIAS_SETTINGS.unitPrice, currency, language),
          unit: plainMoney(DEFAULT_ROUND_TO, currency, language),
        })}
      </p>
    </section>
  );
}

/** The flek ladder up to the night's highest level, with a hra's money at each. */
function FlekSection({ settings, currency }: SectionProps) {
  const { t, language } = useT();
  return (
    <section class="card" aria-labelledby="marias-rules-flek">
      <h2 id="marias-rules-flek" class="section-title">
        {t('marias:ui.rules.ladder')}
      </h2>
      <table class="table">
        <thead>
          <tr>
            <th scope="col">{t('marias:hand.flek')}</th>
            <th scope="col" class="num">
              ×
            </th>
            <th scope="col" class="num">
              {t('marias:ui.rules.hraAt')}
            </th>
          </tr>
        </thead>
        <tbody>
          {flekLadder(settings).map((step) => (
            <tr key={step.level}>
              <th scope="row">{t(mariasKeys.flek(step.level))}</th>
              <td class="num">×{step.multiplier}</td>
              <td class="num">{plainMoney(step.hra, currency, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="hint">{t('marias:ui.rules.ladderNotes')}</p>
    </section>
  );
}

/** The renonc tiers: what each costs and the rules it covers; then misdeals. */
function RenoncSection({ settings, currency }: SectionProps) {
  const { t } = useT();
  return (
    <section class="card" aria-labelledby="marias-rules-renonc">
      <h2 id="marias-rules-renonc" class="section-title">
        {t('marias:ui.rules.renonc')}
      </h2>
      <p class="hint">{t('marias:ui.rules.renoncIntro')}</p>
      {RULES_PAGE_TIERS.map((tier) => (
        <RenoncTierRules key={tier} tier={tier} settings={settings} currency={currency} />
      ))}
      <p class="hint">{t('marias:ui.rules.misdeals')}</p>
      <p class="hint">{t('marias:ui.rules.tier3Ends')}</p>
    </section>
  );
}

/** One tier; 3A speaks for both tier-3 cases (the declarer's and a defender's). */
function RenoncTierRules({ tier, settings, currency }: SectionProps & { tier: RenoncTier }) {
  const { t, language } = useT();
  return (
    <div class="marias-rules-tier" data-tier={tier}>
      <h3 class="marias-rules-tier-title">
        {tier === '3A' ? t('marias:ui.rules.tier3') : t(mariasKeys.renoncTier(tier))}
      </h3>
      {tier === '3A' ? (
        <>
          <p>{t(mariasKeys.renoncMoney('3A'))}</p>
          <p>{t(mariasKeys.renoncMoney('3B'))}</p>
          <p class="hint">{t('marias:ui.rules.valueRule')}</p>
        </>
      ) : (
        <p>{renoncMoneyWords(t, settings, tier, currency, language)}</p>
      )}
      <ul class="marias-rules-reasons">
        {renoncReasonsFor(tier).map((r) => (
          <li key={r}>{t(mariasKeys.renoncReason(tier, r))}</li>
        ))}
      </ul>
    </div>
  );
}
