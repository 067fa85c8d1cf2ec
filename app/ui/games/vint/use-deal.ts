// What the three deal panels (new deal, correction, claim) share: the draft's
// evaluation and the money saving it would move, recomputed on every tap, and
// the save step (busy while writing; missing choices turn into an alert).
import { useMemo, useState } from 'preact/hooks';
import type { IncrementalLedger } from '../../../engine';
import { evaluateDraft, type DealDraft, type Evaluation } from './draft';
import { previewMoney, type MoneyPreview } from './deal-preview';
import type { ScoringContext } from './model';

export function useDealPreview(args: {
  draft: DealDraft | null;
  players: readonly string[];
  context: ScoringContext;
  ledger: IncrementalLedger<unknown>;
  nightId: string;
  /** Changes whenever the night's state does (the context is rebuilt from it). */
  state: unknown;
  /** The entry the deal would replace (a correction or a claim). */
  replaces?: string;
  /** False when saving is refused anyway (the cards were cut): no money shown. */
  open?: boolean;
}): { evaluation: Evaluation | null; money: MoneyPreview | null } {
  const { draft, players, context, ledger, state, replaces } = args;
  const evaluation = useMemo(
    () => (draft ? evaluateDraft(draft, players, context) : null),
    [draft, players, state],
  );
  const money = useMemo(
    () =>
      evaluation?.deal && args.open !== false
        ? previewMoney(ledger, args.nightId, evaluation.deal, replaces)
        : null,
    [evaluation, ledger, state],
  );
  return { evaluation, money };
}

export interface Saving {
  readonly busy: boolean;
  /** A save was tried with choices missing: the preview's list turns into an alert. */
  readonly insist: boolean;
  readonly setInsist: (on: boolean) => void;
  /** Saves when ready (else insists); `save` resolves to whether it was written. */
  readonly run: (ready: boolean, save: () => Promise<boolean>, done: () => void) => Promise<void>;
}

export function useSaving(): Saving {
  const [busy, setBusy] = useState(false);
  const [insist, setInsist] = useState(false);
  const run = async (ready: boolean, save: () => Promise<boolean>, done: () => void) => {
    if (busy) return;
    if (!ready) {
      setInsist(true);
      return;
    }
    setBusy(true);
    const saved = await save();
    setBusy(false);
    if (saved) done();
  };
  return { busy, insist, setInsist, run };
}
