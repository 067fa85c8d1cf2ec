// The night's rules in the UI's language: which convention the table plays,
// the costs and obligations of every contract, and every setting with its
// value, so a dispute is settled by looking.
import {
  costOf,
  DEFAULT_PREFERANS_SETTINGS,
  MAX_LEVEL,
  MIN_LEVEL,
  obligationOf,
  SETTING_KEYS,
  type PreferansState,
} from '../../../engine/games/preferans';
import { DEFAULT_ROUND_TO, type Currency } from '../../../engine';
import { formatMoney } from '../../format';
import { useT } from '../../i18n/use-t';
import { minorWords } from '../../kit/money-words';
import type { NightView } from '../types';
import { settingValue } from './describe';

const LEVELS = Array.from({ length: MAX_LEVEL - MIN_LEVEL + 1 }, (_, i) => MIN_LEVEL + i);

export function PreferansRulesPage(props: { night: NightView; state: PreferansState }) {
  const { t } = useT();
  const s = props.state.settings;
  const lam = s.whistLiability === 'full' ? 1 : 0.5;
  return (
    <div class="pref-rules" data-pref="rules">
      <h2 class="section-title">
        {t('preferans:rules.convention', { name: t(`preferans:conventions.${s.convention}`) })}
      </h2>
      <p>{t(`preferans:settings.convention.hints.${s.convention}`)}</p>
      <div class="pref-rules-wrap">
        <table class="table pref-rules-table">
          <thead>
            <tr>
              <th scope="col">{t('preferans:rules.table.level')}</th>
              <th scope="col" class="num">
                {t('preferans:rules.table.cost')}
              </th>
              <th scope="col" class="num">
                {t('preferans:rules.table.whists')}
              </th>
              <th scope="col" class="num">
                {t('preferans:rules.table.remiz')}
              </th>
              <th scope="col" class="num">
                {t('preferans:rules.table.liability')}
              </th>
              <th scope="col" class="num">
                {t('preferans:rules.table.obligation')}
              </th>
            </tr>
          </thead>
          <tbody>
            {LEVELS.map((l) => (
              <tr key={l}>
                <th scope="row">{l}</th>
                <td class="num">{costOf(l)}</td>
                <td class="num">{s.whistFactor * costOf(l)}</td>
                <td class="num">{s.remizFactor * costOf(l)}</td>
                <td class="num">{lam * s.remizFactor * costOf(l)}</td>
                <td class="num">{obligationOf(l)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('preferans:deal.modes.misere')}</th>
              <td class="num">10</td>
              <td class="num">—</td>
              <td class="num">{s.remizFactor * 10}</td>
              <td class="num">—</td>
              <td class="num">—</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p class="hint">{t('preferans:rules.tableHint')}</p>
      <h3 class="section-title">{t('preferans:rules.settings')}</h3>
      <dl class="pref-rules-list">
        <div data-setting="convention">
          <dt>{t('preferans:settings.convention.label')}</dt>
          <dd>
            <strong>{t(`preferans:conventions.${s.convention}`)}</strong>
          </dd>
        </div>
        {SETTING_KEYS.map((k) => (
          <div key={k} data-setting={k}>
            <dt>{t(`preferans:settings.${k}.label`)}</dt>
            <dd>
              <strong>{settingValue(k, s, t)}</strong>
              <span class="muted"> — {t(`preferans:settings.${k}.about`)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <SettleRules currency={props.night.row.currency} />
    </div>
  );
}

/** How a pulka is settled, and the stake and rounding a night starts with (and why). */
function SettleRules({ currency }: { currency: Currency }) {
  const { t, language } = useT();
  return (
    <>
      <h3 class="section-title">{t('preferans:rules.settleTitle')}</h3>
      <p>{t('preferans:rules.settle')}</p>
      <p class="hint" data-rules="defaults">
        {t('preferans:rules.defaults', {
          stake: minorWords(t, currency, DEFAULT_PREFERANS_SETTINGS.stake),
          unit: formatMoney(DEFAULT_ROUND_TO, currency, language),
        })}
      </p>
    </>
  );
}
