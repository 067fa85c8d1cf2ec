// The vint entry panel on the night screen. A new deal is entered into a form
// whose state is kept as a draft in storage; a correction goes to
// ./correction-panel; a revoke claim on the latest deal (./claim-form)
// replaces that deal with the claim added.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { vintStatus, VINT_DEAL_KIND, type VintState } from '../../../engine/games/vint';
import { clearDraft, loadDraft, saveDraft } from '../../../storage';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../kit/messages';
import { useNotices } from '../../kit/notices';
import { useServices } from '../../services';
import type { EntryPanelProps } from '../types';
import { ClaimPanel } from './claim-form';
import { CorrectionPanel } from './correction-panel';
import {
  DEAL_DRAFT_FORM,
  draftFromStored,
  EMPTY_DRAFT,
  evaluateDraft,
  type DealDraft,
} from './draft';
import { DealFields } from './deal-form';
import { DealPreview, previewMoney } from './deal-preview';
import { contextForNew } from './model';

/** The dealer of the next deal: N deals first, then the deal passes clockwise. */
export const dealerOf = (players: readonly string[], dealsSoFar: number): string =>
  players[dealsSoFar % players.length] ?? '?';

/**
 * The form at the top of the view, under the last line of the sheet (its own
 * box, scrolled to its latest line; the form's scroll margin leaves that line
 * showing): declarer, contract, tricks and Save all in view, on opening the
 * night and after every save.
 */
function backToForm(): void {
  document.querySelector<HTMLElement>('[data-vint-form="new"]')?.scrollIntoView({ block: 'start' });
}

export function VintEntryPanel(props: EntryPanelProps<VintState>) {
  return props.editing ? (
    <CorrectionPanel {...props} editing={props.editing} />
  ) : (
    <NewDealPanel {...props} />
  );
}

const isBlank = (d: DealDraft): boolean =>
  d.declarer === undefined &&
  d.level === undefined &&
  d.tricks === undefined &&
  d.trumps === undefined &&
  d.aces === undefined &&
  d.renonces.length === 0;

function NewDealPanel(props: EntryPanelProps<VintState>) {
  const { t } = useT();
  const { db, now } = useServices();
  const notices = useNotices();
  const { night, state, ledger } = props;
  const nightId = night.row.id;
  const players = night.row.playerIds;
  const [draft, setDraft] = useState<DealDraft>(EMPTY_DRAFT);
  const [insist, setInsist] = useState(false);
  const [busy, setBusy] = useState(false);
  const [claiming, setClaiming] = useState<string | null>(null);
  const touched = useRef(false);

  useEffect(() => {
    let alive = true;
    touched.current = false;
    loadDraft<unknown>(db, nightId, DEAL_DRAFT_FORM)
      .then((stored) => {
        const restored = draftFromStored(stored, players);
        if (alive && restored && !touched.current) setDraft(restored);
      })
      .catch((err: unknown) => notices.fail(errorText(t, err)));
    return () => {
      alive = false;
    };
  }, [db, nightId]);

  const change = (next: DealDraft) => {
    touched.current = true;
    setDraft(next);
    saveDraft(db, nightId, DEAL_DRAFT_FORM, next, now()).catch((err: unknown) =>
      notices.fail(errorText(t, err)),
    );
  };

  useEffect(() => backToForm(), []);

  const context = contextForNew(state);
  const evaluation = useMemo(() => evaluateDraft(draft, players, context), [draft, players, state]);
  const money = useMemo(
    () => (evaluation.deal ? previewMoney(ledger, nightId, evaluation.deal) : null),
    [evaluation, ledger, state],
  );
  const status = vintStatus(state);

  const submit = async () => {
    if (busy) return;
    if (!evaluation.deal) {
      setInsist(true);
      return;
    }
    setBusy(true);
    const saved = await props.save(
      VINT_DEAL_KIND,
      { deal: evaluation.deal },
      { draft: DEAL_DRAFT_FORM },
    );
    setBusy(false);
    if (saved) {
      setDraft(EMPTY_DRAFT);
      setInsist(false);
      backToForm();
    }
  };

  if (claiming !== null) {
    return <ClaimPanel {...props} dealEntryId={claiming} onClose={() => setClaiming(null)} />;
  }
  return (
    <section class="card vint-panel" data-vint-form="new" aria-labelledby="vint-deal-title">
      <div class="vint-panel-head">
        <h2 id="vint-deal-title" class="section-title">
          {t('vint:deal.title', { number: status.deals + 1 })}
        </h2>
        <span class="vint-dealer">
          {/* Where we are stays in sight while the form is scrolled to the top. */}
          {t('vint:status.header', {
            rubber: status.rubber,
            game: status.game,
            gamesA: status.gamesWon.A,
            gamesB: status.gamesWon.B,
          })}
          {' · '}
          <span data-vint="dealer">
            {t('vint:deal.dealer', { name: night.nameOf(dealerOf(players, status.deals)) })}
          </span>
        </span>
      </div>
      <DealFields
        draft={draft}
        onChange={change}
        players={players}
        nameOf={night.nameOf}
        settings={context.settings}
        evaluation={evaluation}
        canAddClaim
      />
      <DealPreview
        evaluation={evaluation}
        before={context.position}
        money={money}
        night={night}
        insist={insist}
      />
      <div class="row vint-save-row">
        <button
          type="button"
          class="btn btn-primary btn-big"
          data-vint="save"
          disabled={busy}
          onClick={() => void submit()}
        >
          {t('vint:deal.save')}
        </button>
        {!isBlank(draft) && (
          <button
            type="button"
            class="btn vint-clear"
            onClick={() => {
              touched.current = true;
              setDraft(EMPTY_DRAFT);
              setInsist(false);
              clearDraft(db, nightId, DEAL_DRAFT_FORM).catch((err: unknown) =>
                notices.fail(errorText(t, err)),
              );
            }}
          >
            {t('vint:deal.clear')}
          </button>
        )}
      </div>
      {/* Rare, so below the save row: the deal's own fields keep the screen. */}
      {status.lastDealEntryId !== null && (
        <button
          type="button"
          class="btn btn-small"
          data-vint="claim-last"
          onClick={() => setClaiming(status.lastDealEntryId)}
        >
          {t('vint:deal.claimLast', { number: status.deals })}
        </button>
      )}
    </section>
  );
}
