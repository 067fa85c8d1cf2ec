// The vint entry panel on the night screen. A new deal is entered into a form
// whose state is kept as a draft in storage; a correction goes to
// ./correction-panel; a revoke claim on the latest deal (./claim-form)
// replaces that deal with the claim added.
import { useEffect, useState } from 'preact/hooks';
import { vintStatus, VINT_DEAL_KIND, type VintState } from '../../../engine/games/vint';
import { useStoredDraft } from '../../kit/stored-draft';
import { useT } from '../../i18n/use-t';
import type { DealPlace, EntryPanelProps, NightView } from '../types';
import { ClaimPanel } from './claim-form';
import { CorrectionPanel } from './correction-panel';
import { DEAL_DRAFT_FORM, draftFromStored, EMPTY_DRAFT, type DealDraft } from './draft';
import { DealFields } from './deal-form';
import { DealPreview } from './deal-preview';
import { contextForNew } from './model';
import { AddRenonceButton } from './renonce-form';
import { DealDock } from './save-dock';
import { useDealPreview, useSaving } from './use-deal';

/** The dealer of the next deal: N deals first, then the deal passes clockwise. */
export const dealerOf = (players: readonly string[], dealsSoFar: number): string =>
  players[dealsSoFar % players.length] ?? '?';

/** Where the next deal lands: its number and dealer, as the deal's head shows them. */
export function vintNextDeal(state: VintState, night: NightView): DealPlace {
  const { deals } = vintStatus(state);
  const dealer = dealerOf(night.row.playerIds, deals);
  return { key: `${deals}/${dealer}`, number: deals + 1, dealer };
}

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

/** The new-deal form's draft, read from storage once and written on every change. */
function useDealDraft(nightId: string, players: readonly string[]) {
  return useStoredDraft<DealDraft>({
    nightId,
    form: DEAL_DRAFT_FORM,
    empty: EMPTY_DRAFT,
    restore: (stored) => draftFromStored(stored, players),
  });
}

/** The deal's number, where we are and who deals, in sight while the form is scrolled to the top. */
function DealHead(props: { night: EntryPanelProps<VintState>['night']; state: VintState }) {
  const { t } = useT();
  const status = vintStatus(props.state);
  const players = props.night.row.playerIds;
  return (
    <div class="vint-panel-head">
      <h2 id="vint-deal-title" class="section-title">
        {t('vint:deal.title', { number: status.deals + 1 })}
      </h2>
      <span class="vint-dealer">
        <span class="vint-nowrap">
          {t('vint:status.position', { rubber: status.rubber, game: status.game })}
        </span>
        {' · '}
        {/* Never broken inside ("С–Ю / 0 : В–З 0"): the line breaks between the parts. */}
        <span class="vint-nowrap" data-vint="games">
          {t('vint:status.games', { a: status.gamesWon.A, b: status.gamesWon.B })}
        </span>
        {' · '}
        <span data-vint="dealer">
          {t('vint:deal.dealer', { name: props.night.nameOf(dealerOf(players, status.deals)) })}
        </span>
      </span>
    </div>
  );
}

/** "Claim a revoke on deal N": only once a deal exists. */
function ClaimLastButton(props: { state: VintState; onClaim: (entryId: string) => void }) {
  const { t } = useT();
  const status = vintStatus(props.state);
  const last = status.lastDealEntryId;
  if (last === null) return null;
  return (
    <button
      type="button"
      class="btn btn-small"
      data-vint="claim-last"
      onClick={() => props.onClaim(last)}
    >
      {t('vint:deal.claimLast', { number: status.deals })}
    </button>
  );
}

function NewDealPanel(props: EntryPanelProps<VintState>) {
  const { night, state, ledger } = props;
  const nightId = night.row.id;
  const players = night.row.playerIds;
  const stored = useDealDraft(nightId, players);
  const { draft } = stored;
  const saving = useSaving();
  const [claiming, setClaiming] = useState<string | null>(null);

  useEffect(() => backToForm(), []);

  const context = contextForNew(state);
  const { evaluation, money } = useDealPreview({
    draft,
    players,
    context,
    ledger,
    nightId,
    state,
  });
  const submit = () =>
    saving.run(
      evaluation?.deal != null,
      () => props.save(VINT_DEAL_KIND, { deal: evaluation!.deal }, { draft: DEAL_DRAFT_FORM }),
      () => {
        stored.reset();
        saving.setInsist(false);
        backToForm();
      },
    );

  const addClaims = (renonces: DealDraft['renonces']) => stored.change({ ...draft, renonces });
  if (claiming !== null) {
    return <ClaimPanel {...props} dealEntryId={claiming} onClose={() => setClaiming(null)} />;
  }
  return (
    <section
      class="card vint-panel"
      data-vint-form="new"
      data-skip="form"
      aria-labelledby="vint-deal-title"
    >
      <DealHead night={night} state={state} />
      <DealFields
        draft={draft}
        onChange={stored.change}
        players={players}
        nameOf={night.nameOf}
        settings={context.settings}
        evaluation={evaluation!}
        canAddClaim
        addClaimBelow
      />
      <DealPreview
        evaluation={evaluation!}
        before={context.position}
        money={money}
        night={night}
        insist={saving.insist}
      />
      <DealDock
        evaluation={evaluation!}
        money={money}
        night={night}
        state={state}
        blank={isBlank(draft)}
        saving={saving}
        onSave={() => void submit()}
        onClear={() => {
          stored.clear();
          saving.setInsist(false);
        }}
      />
      {/* Rare, so below the save row: the deal's own fields keep the screen. */}
      <AddRenonceButton claims={draft.renonces} onChange={(renonces) => addClaims(renonces)} />
      <ClaimLastButton state={state} onClaim={setClaiming} />
    </section>
  );
}
