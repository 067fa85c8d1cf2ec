// The night's rules in the UI's language, settled by looking, not arguing:
// the tariff in units and money at this night's price, the settings in
// words, the flek ladder, misdeals, and the renonc tiers with their rules
// and amounts.
import {
  RATE_KEYS,
  RENONC_TIERS,
  mariasKeys,
  mariasRates,
  renoncReasonsFor,
  type MariasState,
} from '../../../engine/games/marias';
import { mulMoney } from '../../../engine';
import { formatNumber } from '../../format';
import { useT } from '../../i18n/use-t';
import type { NightView } from '../types';
import { settingsWords } from './logic/describe';
import { plainMoney } from './logic/labels';
import { fixedFine } from './renonc-form';

export function MariasRulesPage(props: { night: NightView; state: MariasState }) {
  const { t, language } = useT();
  const { settings } = props.state;
  const currency = props.night.row.currency;
  const rates = mariasRates(settings);
  const price = settings.unitPrice;
  const money = (units: number) => plainMoney(mulMoney(price, units), currency, language);
  const levels = Array.from({ length: settings.maxFlek + 1 }, (_, i) => i);
  const words = settingsWords(settings, t, currency, language, props.night.info.players.length);

  return (
    <div class="marias-rules" data-marias="rules">
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
                {t('marias:ui.rules.money', { price: plainMoney(price, currency, language) })}
              </th>
            </tr>
          </thead>
          <tbody>
            {RATE_KEYS.map((k) => (
              <tr key={k} data-component={k}>
                <th scope="row">{t(mariasKeys.rate(k))}</th>
                <td class="num">{formatNumber(rates[k], language)}</td>
                <td class="num">{money(rates[k])}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p class="hint">{t('marias:ui.rules.tariffNotes')}</p>
      </section>

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
            {levels.map((level) => (
              <tr key={level}>
                <th scope="row">{t(mariasKeys.flek(level))}</th>
                <td class="num">×{2 ** level}</td>
                <td class="num">{money(rates.hra * 2 ** level)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p class="hint">{t('marias:ui.rules.ladderNotes')}</p>
      </section>

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

      <section class="card" aria-labelledby="marias-rules-renonc">
        <h2 id="marias-rules-renonc" class="section-title">
          {t('marias:ui.rules.renonc')}
        </h2>
        <p class="hint">{t('marias:ui.rules.renoncIntro')}</p>
        {RENONC_TIERS.filter((tier) => tier !== '3B').map((tier) => {
          const fine = fixedFine(settings, tier);
          return (
            <div key={tier} class="marias-rules-tier" data-tier={tier}>
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
                <p>
                  {t(mariasKeys.renoncMoney(tier), {
                    amount: fine === null ? '' : plainMoney(fine, currency, language),
                  })}
                </p>
              )}
              <ul class="marias-rules-reasons">
                {renoncReasonsFor(tier).map((r) => (
                  <li key={r}>{t(mariasKeys.renoncReason(tier, r))}</li>
                ))}
              </ul>
            </div>
          );
        })}
        <p class="hint">{t('marias:ui.rules.misdeals')}</p>
        <p class="hint">{t('marias:ui.rules.tier3Ends')}</p>
      </section>
    </div>
  );
}
