// The live preview under the deal form, recomputed on every tap: what each
// player writes (pulya, gora, whists on whom, help), the deal's value in
// whists, the money it moves; before that anything missing or refused.
import type { IncrementalLedger } from '../../../engine';
import {
  denominatorOf,
  PREF_DEAL_KIND,
  scoreDeal,
  sheetValue,
  type PreferansDeal,
  type PreferansSettings,
  type PrefSheet,
  type SheetLine,
} from '../../../engine/games/preferans';
import { useT } from '../../i18n/use-t';
import { previewMoney as previewEntryMoney, type MoneyPreview } from '../../kit/preview-money';
import { PreviewMoneyLine, PreviewProblems } from '../../kit/preview-parts';
import type { NightView } from '../types';
import { lineText, whistsText } from './labels';
import type { Evaluation } from './model';

export type { MoneyPreview };

/** What saving the deal would move, per player; or the ledger's refusal. */
export function previewMoney(
  ledger: IncrementalLedger<unknown>,
  nightId: string,
  deal: PreferansDeal,
  replaces?: string,
): MoneyPreview | null {
  return previewEntryMoney(ledger, nightId, PREF_DEAL_KIND, { deal }, replaces);
}

export function DealWrites(props: {
  lines: readonly SheetLine[];
  players: readonly string[];
  nameOf: (id: string) => string;
}) {
  const { t, language } = useT();
  const { players, nameOf } = props;
  const bySeat = players.map((_, seat) => props.lines.filter((l) => l.seat === seat));
  return (
    <ul class="pref-writes" data-pref="writes">
      {players.map((p, seat) => (
        <li key={p} data-player={nameOf(p)}>
          <strong>{nameOf(p)}</strong>{' '}
          {bySeat[seat]!.length === 0
            ? t('preferans:preview.nothing')
            : bySeat[seat]!.map((l) => lineText(l, players, nameOf, t, language)).join(' · ')}
        </li>
      ))}
    </ul>
  );
}

/** "Эта сдача: A +5⅓, B −6⅔, C +1⅓" from the sheets before and after. */
export function ValueLine(props: {
  before: PrefSheet;
  after: PrefSheet;
  settings: PreferansSettings;
  players: readonly string[];
  nameOf: (id: string) => string;
}) {
  const { t, language } = useT();
  const den = denominatorOf(props.players.length);
  const a = sheetValue(props.after, props.settings);
  const b = sheetValue(props.before, props.settings);
  const parts = props.players.map(
    (p, i) => `${props.nameOf(p)} ${whistsText(a[i]! - b[i]!, den, language)}`,
  );
  return (
    <p class="pref-value num" data-pref="deal-value">
      {t('preferans:preview.value', { values: parts.join(', ') })}
    </p>
  );
}

export function DealPreview(props: {
  evaluation: Evaluation;
  sheet: PrefSheet;
  series: number;
  settings: PreferansSettings;
  money: MoneyPreview | null;
  night: NightView;
  insist: boolean;
}) {
  const { evaluation, money, night } = props;
  const players = night.row.playerIds;
  const score = evaluation.deal
    ? scoreDeal(props.sheet, evaluation.deal, {
        players,
        settings: props.settings,
        series: props.series,
      })
    : null;
  return (
    <div class="pref-preview" data-pref="preview" aria-live="polite" data-dock>
      <PreviewProblems
        tag="pref"
        namespace="preferans"
        evaluation={evaluation}
        money={money}
        insist={props.insist}
      />
      {score && (
        <>
          <DealWrites lines={score.lines} players={players} nameOf={night.nameOf} />
          <ValueLine
            before={props.sheet}
            after={score.sheet}
            settings={props.settings}
            players={players}
            nameOf={night.nameOf}
          />
          {money?.ok && (
            <PreviewMoneyLine delta={money} night={night} data={{ 'data-pref': 'preview-money' }} />
          )}
        </>
      )}
    </div>
  );
}
