// The one-tap save of a deal that was not played («пас – пас»: both
// defenders passed, the declarer writes his game without play, §4.2): shown
// under the contract grid once the contract is chosen, with its own live
// preview (what each player writes, help included, and the money), so a
// not-played deal is the declarer, the contract and this button — three taps.
import { useMemo } from 'preact/hooks';
import type { IncrementalLedger } from '../../../engine';
import {
  scoreDeal,
  type PreferansDeal,
  type PreferansSettings,
  type Pulka,
} from '../../../engine/games/preferans';
import { formatMoney } from '../../format';
import { useT } from '../../i18n/use-t';
import { issueText } from '../../kit/messages';
import type { NightView } from '../types';
import { evaluateDraft, unplayedDraft, type DealDraft } from './model';
import { lineText } from './labels';
import { previewMoney } from './preview';

export function UnplayedSave(props: {
  draft: DealDraft;
  pulka: Pulka;
  settings: PreferansSettings;
  ledger: IncrementalLedger<unknown>;
  night: NightView;
  busy: boolean;
  onSave: (deal: PreferansDeal) => void;
}) {
  const { t, language } = useT();
  const { night, pulka, settings } = props;
  const players = night.row.playerIds;
  const unplayed = unplayedDraft(props.draft, settings);
  const evaluation = useMemo(
    () => (unplayed ? evaluateDraft(unplayed, players, pulka, settings) : null),
    [props.draft, pulka, settings],
  );
  const deal = evaluation?.deal ?? null;
  const money = useMemo(
    () => (deal ? previewMoney(props.ledger, night.row.id, deal) : null),
    [deal, props.ledger, pulka],
  );
  if (!evaluation) return null;
  const refused = money !== null && !money.ok;
  const score = deal
    ? scoreDeal(pulka.sheet, deal, { players, settings, series: pulka.series })
    : null;
  const writes = score
    ? players
        .map((p, seat) => {
          const lines = score.lines.filter((l) => l.seat === seat);
          if (lines.length === 0) return null;
          const text = lines.map((l) => lineText(l, players, night.nameOf, t, language));
          return `${night.nameOf(p)}: ${text.join(' · ')}`;
        })
        .filter((x) => x !== null)
    : [];
  return (
    <div class="pref-unplayed" data-pref="unplayed">
      <button
        type="button"
        class="btn"
        data-pref="save-unplayed"
        disabled={!deal || refused || props.busy}
        onClick={() => deal && props.onSave(deal)}
      >
        {t('preferans:deal.unplayed')}
      </button>
      <p class="muted num" data-pref="unplayed-preview">
        {evaluation.issues.length > 0
          ? evaluation.issues.map((i) => issueText(t, i)).join(' ')
          : refused
            ? t(money.code)
            : t('preferans:deal.unplayedWrites', { writes: writes.join('; ') })}
        {money?.ok &&
          players
            .filter((p) => (money.delta[p] ?? 0) !== 0)
            .map((p) => (
              <span key={p} class={(money.delta[p] ?? 0) > 0 ? 'pos' : 'neg'}>
                {' '}
                {night.nameOf(p)} {formatMoney(money.delta[p]!, night.row.currency, language, true)}
              </span>
            ))}
      </p>
    </div>
  );
}
