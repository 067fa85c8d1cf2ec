// The score sheet on the night screen: the running rubber in full, earlier
// rubbers folded to their totals, and the dialog that explains a tapped
// number. Derived from the ledger state, so voids and corrections show at
// once. Whether the sheet is folded is remembered.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SheetRubber, VintState } from '../../../engine/games/vint';
import { getSetting, setSetting } from '../../../storage';
import { useT } from '../../i18n/use-t';
import { useServices } from '../../services';
import type { NightView } from '../types';
import { points } from './labels';
import { RubberSheet } from './rubber-sheet';
import { SheetExplainDialog, type SheetPick } from './sheet-explain';
import { toggled } from './sheet-rows';

const SHEET_OPEN_SETTING = 'vint.sheetOpen';

/** Whether the sheet is unfolded: the scorer's habit, kept across nights. */
function useSheetOpen(): readonly [boolean, () => void] {
  const { db } = useServices();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    let alive = true;
    void getSetting(db, SHEET_OPEN_SETTING, true).then((v) => alive && setOpen(v !== false));
    return () => {
      alive = false;
    };
  }, [db]);
  const toggle = () => {
    const next = !open;
    setOpen(next);
    // Not worth a toast if it fails: the sheet would merely open folded the old way next time.
    void setSetting(db, SHEET_OPEN_SETTING, next).catch(() => undefined);
  };
  return [open, toggle];
}

/** The sheet's title, which folds it; folded, it shows the running rubber's totals. */
function SheetToggle(props: { open: boolean; last: SheetRubber; onToggle: () => void }) {
  const { t, language } = useT();
  return (
    <button
      type="button"
      id="vint-sheet-title"
      class="vint-sheet-toggle"
      aria-expanded={props.open}
      onClick={props.onToggle}
    >
      <span>{t('vint:sheet.title')}</span>
      {!props.open && (
        <span class="vint-sheet-folded num">
          {t('vint:sheet.foldedTotals', {
            a: points(props.last.totals.A, language),
            b: points(props.last.totals.B, language),
          })}
        </span>
      )}
      <span aria-hidden="true">{props.open ? '▾' : '▸'}</span>
    </button>
  );
}

/** Finished rubbers, each folded to its totals until tapped. */
function EarlierRubbers(props: {
  rubbers: readonly SheetRubber[];
  night: NightView;
  onPick: (pick: SheetPick) => void;
  /** Which are unfolded: kept by the sheet, so folding the whole sheet forgets nothing. */
  shown: ReadonlySet<number>;
  onToggle: (index: number) => void;
}) {
  const { t, language } = useT();
  const { shown } = props;
  return (
    <>
      {props.rubbers.map((rubber) => (
        <div key={rubber.index}>
          <button
            type="button"
            class="btn btn-small btn-wide vint-rubber-summary"
            aria-expanded={shown.has(rubber.index)}
            onClick={() => props.onToggle(rubber.index)}
          >
            {t('vint:sheet.rubberSummary', {
              number: rubber.index + 1,
              a: points(rubber.totals.A, language),
              b: points(rubber.totals.B, language),
            })}
          </button>
          {shown.has(rubber.index) && (
            <RubberSheet rubber={rubber} night={props.night} onPick={props.onPick} />
          )}
        </div>
      ))}
    </>
  );
}

export function VintSheetView(props: { state: VintState; night: NightView }) {
  const { t } = useT();
  const [open, toggle] = useSheetOpen();
  // The sheet lives in its own box of limited height, so the deal form below
  // never drifts down the page; the box keeps its latest line in view.
  const box = useRef<HTMLDivElement>(null);
  const deals = props.state.deals.length;
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [deals, open]);
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const [pick, setPick] = useState<SheetPick | null>(null);
  const rubbers = props.state.sheet.rubbers;
  if (rubbers.length === 0) return null;
  const earlier = rubbers.slice(0, -1);
  const last = rubbers[rubbers.length - 1]!;
  return (
    <section class="vint-sheet-card" aria-labelledby="vint-sheet-title" data-vint="sheet">
      <SheetToggle open={open} last={last} onToggle={toggle} />
      {open && (
        <div class="vint-sheet-scroll" ref={box} data-vint="sheet-box">
          <EarlierRubbers
            rubbers={earlier}
            night={props.night}
            onPick={setPick}
            shown={shown}
            onToggle={(index) => setShown((s) => toggled(s, index))}
          />
          {earlier.length > 0 && (
            <h3 class="section-title">{t('vint:sheet.rubber', { number: last.index + 1 })}</h3>
          )}
          <RubberSheet rubber={last} night={props.night} onPick={setPick} />
          <p class="hint">{t('vint:sheet.tapHint')}</p>
        </div>
      )}
      {pick && (
        <SheetExplainDialog
          pick={pick}
          state={props.state}
          night={props.night}
          onClose={() => setPick(null)}
        />
      )}
    </section>
  );
}
