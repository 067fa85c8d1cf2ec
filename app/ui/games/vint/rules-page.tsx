// The night's rules in the UI's language, settled by looking, not arguing:
// this rubber's settings in words, the scoring with its numbers for every
// level, and the revoke rule with its 490 cap and who is liable.
import {
  GAME_BONUS,
  GAME_POINTS,
  MAX_LEVEL,
  MIN_LEVEL,
  RENONCE_CAP,
  RUBBER_BONUS,
  SLAM_POINTS,
  DEFAULT_VINT_STAKE,
  trickValue,
  UNDERTRICK_FACTOR,
  type VintSettings,
  type VintState,
} from '../../../engine/games/vint';
import { DEFAULT_ROUND_TO } from '../../../engine';
import { formatMoney } from '../../format';
import { useT } from '../../i18n/use-t';
import type { NightView } from '../types';
import { settingsWords, stakeWords } from './describe';
import { points } from './labels';
import { currentSettings } from './model';

const LEVELS = Array.from({ length: MAX_LEVEL - MIN_LEVEL + 1 }, (_, i) => MIN_LEVEL + i);

const RENONCE_PARTS = [
  'what',
  'dropped',
  'timing',
  'ask',
  'liability',
  'penalty',
  'missing',
  'cap',
  'example',
  'honours',
  'several',
  'bothSides',
  'inspect',
  'deadline',
  'settle',
] as const;

const sameSettings = (a: VintSettings, b: VintSettings) => JSON.stringify(a) === JSON.stringify(b);

function renonceKey(part: (typeof RENONCE_PARTS)[number], s: VintSettings): string {
  if (part === 'missing') return `vint:rules.renonce.missing.${s.renonceMissingTrick}`;
  if (part === 'bothSides') return `vint:rules.renonce.bothSides.${s.bothSidesRevoke}`;
  return `vint:rules.renonce.${part}`;
}

function LevelTable({ settings }: { settings: VintSettings }) {
  const { t, language } = useT();
  const honours = settings.honours !== 'off';
  return (
    <>
      <table class="table vint-rules-table">
        <thead>
          <tr>
            <th scope="col">{t('vint:rules.table.level')}</th>
            <th scope="col" class="num">
              {t('vint:rules.table.v')}
            </th>
            {honours && (
              <>
                <th scope="col" class="num">
                  {t('vint:rules.table.honour')}
                </th>
                <th scope="col" class="num">
                  {t('vint:rules.table.aceNoTrumps')}
                </th>
              </>
            )}
            <th scope="col" class="num">
              {t('vint:rules.table.undertrick')}
            </th>
          </tr>
        </thead>
        <tbody>
          {LEVELS.map((level) => {
            const v = trickValue(level);
            return (
              <tr key={level}>
                <th scope="row">{level}</th>
                <td class="num">{points(v, language)}</td>
                {honours && (
                  <>
                    <td class="num">{points(10 * v, language)}</td>
                    <td class="num">{points(25 * v, language)}</td>
                  </>
                )}
                <td class="num">{points(UNDERTRICK_FACTOR * v, language)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p class="hint">{t('vint:rules.table.legend')}</p>
    </>
  );
}

function SlamTable() {
  const { t, language } = useT();
  const rows = [
    ['smallSlamBid', SLAM_POINTS.smallSlamBid],
    ['smallSlamBidAllTricks', SLAM_POINTS.smallSlamBidAllTricks],
    ['grandSlamBid', SLAM_POINTS.grandSlamBid],
    ['sevenTwelve', 0],
    ['smallSlam', SLAM_POINTS.smallSlam],
    ['grandSlam', SLAM_POINTS.grandSlam],
  ] as const;
  return (
    <table class="table vint-rules-table">
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key}>
            <td>{t(`vint:rules.slams.${key}`)}</td>
            <td class="num">{value === 0 ? '—' : points(value, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function VintRulesPage(props: { night: NightView; state: VintState }) {
  const { t, language } = useT();
  const settings = currentSettings(props.state);
  const later = props.state.settings;
  const currency = props.night.row.currency;
  const n = (value: number) => points(value, language);
  return (
    <div class="vint-rules" data-vint="rules">
      <section class="card">
        <h2 class="section-title">{t('vint:rules.settingsTitle')}</h2>
        <ul class="vint-rules-list">
          {settingsWords(settings, t, currency, language).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {!sameSettings(settings, later) && (
          <>
            <p class="hint">{t('vint:rules.nextRubber')}</p>
            <ul class="vint-rules-list">
              {settingsWords(later, t, currency, language).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section class="card">
        <h2 class="section-title">{t('vint:rules.scoringTitle')}</h2>
        <p>{t('vint:rules.scoring.trickValue')}</p>
        <p>{t('vint:rules.scoring.bothSides')}</p>
        <p>{t('vint:rules.scoring.game', { game: n(GAME_POINTS), bonus: n(GAME_BONUS) })}</p>
        <p>{t('vint:rules.scoring.rubber', { bonus: n(RUBBER_BONUS) })}</p>
        <p>{t('vint:rules.scoring.unfinished', { bonus: n(GAME_BONUS) })}</p>
        <p>{t(`vint:rules.scoring.bothCross.${settings.bothCross}`)}</p>
        <p>{t('vint:rules.scoring.contract', { factor: UNDERTRICK_FACTOR })}</p>
        <h3 class="section-title">{t('vint:rules.tableTitle')}</h3>
        <LevelTable settings={settings} />
        <h3 class="section-title">{t('vint:rules.slamsTitle')}</h3>
        <SlamTable />
        <h3 class="section-title">{t('vint:rules.honoursTitle')}</h3>
        <p>{t(`vint:rules.honours.${settings.honours}`)}</p>
        {settings.honours !== 'off' && <p>{t('vint:rules.honours.aces')}</p>}
        {settings.honours === 'majority' && <p>{t('vint:rules.honours.split')}</p>}
        {settings.coronets && <p>{t('vint:rules.coronets')}</p>}
      </section>

      <section class="card">
        <h2 class="section-title">{t('vint:rules.renonce.title')}</h2>
        {RENONCE_PARTS.map((part) => (
          <p key={part} class={part === 'cap' ? 'vint-rules-key' : undefined}>
            {t(renonceKey(part, settings), { cap: RENONCE_CAP })}
          </p>
        ))}
      </section>

      <section class="card">
        <h2 class="section-title">{t('vint:rules.settleTitle')}</h2>
        <p>{t('vint:rules.settle.points')}</p>
        <p>{t(`vint:rules.settle.${settings.pairPays}`)}</p>
        <p class="vint-rules-key" data-vint="rules-stake">
          {`${t('vint:settings.stake.label')}: ${stakeWords(settings.stake, t, currency, language)}`}
        </p>
        <p class="hint" data-rules="defaults">
          {t('vint:rules.settle.defaults', {
            stake: stakeWords(DEFAULT_VINT_STAKE, t, currency, language),
            unit: formatMoney(DEFAULT_ROUND_TO, currency, language),
          })}
        </p>
      </section>
    </div>
  );
}
