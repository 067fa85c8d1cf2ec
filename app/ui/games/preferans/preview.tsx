// The live preview under the deal form, recomputed on every tap: what each
// player writes (pulya, gora, whists on whom, help), the deal's value in
// whists, the money it moves; before that anything missing or refused.
import type { IncrementalLedger, LedgerEntry, Transfers } from '../../../engine';
import { LedgerEntryError } from '../../../engine';
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
import { formatMoney } from '../../format';
import { useT } from '../../i18n/use-t';
import { issueText } from '../../kit/messages';
import type { NightView } from '../types';
import { lineText, whistsText } from './labels';
import type { Evaluation } from './model';

export type MoneyPreview =
  { readonly ok: true; readonly delta: Transfers } | { readonly ok: false; readonly code: string };

/** What saving the deal would move, per player; or the ledger's refusal. */
export function previewMoney(
  ledger: IncrementalLedger<unknown>,
  nightId: string,
  deal: PreferansDeal,
  replaces?: string,
): MoneyPreview | null {
  const candidate: LedgerEntry = {
    id: 'preferans-preview',
    nightId,
    seq: ledger.nextSeq,
    kind: PREF_DEAL_KIND,
    payload: { deal },
    createdAt: 0,
    ...(replaces !== undefined ? { replaces, reason: 'preview' } : {}),
  };
  try {
    const after = ledger.preview(candidate).balances;
    const delta: Record<string, number> = {};
    for (const [p, v] of Object.entries(after)) delta[p] = v - (ledger.balances[p] ?? 0);
    return { ok: true, delta };
  } catch (err) {
    return err instanceof LedgerEntryError ? { ok: false, code: err.code } : null;
  }
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
  const { t, language } = useT();
  const { evaluation, money, night } = props;
  const players = night.row.playerIds;
  const fields = evaluation.missing.map((f) => t(`preferans:preview.fields.${f}`)).join(', ');
  const score = evaluation.deal
    ? scoreDeal(props.sheet, evaluation.deal, {
        players,
        settings: props.settings,
        series: props.series,
      })
    : null;
  return (
    <div class="pref-preview" data-pref="preview" aria-live="polite">
      {evaluation.issues.length > 0 && (
        <div class="form-errors" role="alert" data-pref="issues">
          {evaluation.issues.map((i, n) => (
            <p key={n}>{issueText(t, i)}</p>
          ))}
        </div>
      )}
      {evaluation.missing.length > 0 && (
        <p
          class={props.insist ? 'form-errors' : 'muted'}
          role={props.insist ? 'alert' : undefined}
          data-pref="missing"
        >
          {t('preferans:preview.missing', { fields })}
        </p>
      )}
      {money && !money.ok && (
        <p class="form-errors" role="alert" data-pref="refused">
          {t(money.code)}
        </p>
      )}
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
            <p class="money-line num" data-pref="preview-money">
              {players
                .filter((p) => (money.delta[p] ?? 0) !== 0)
                .map((p) => (
                  <span key={p} class={(money.delta[p] ?? 0) > 0 ? 'pos' : 'neg'}>
                    {night.nameOf(p)}{' '}
                    {formatMoney(money.delta[p]!, night.row.currency, language, true)}
                  </span>
                ))}
            </p>
          )}
        </>
      )}
    </div>
  );
}
