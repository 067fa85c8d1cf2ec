// The score sheet on the night screen: the running rubber in full, earlier
// rubbers folded to their totals, and the dialog that explains a tapped
// number. Derived from the ledger state, so voids and corrections show at
// once. Whether the sheet is folded is remembered.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { VintState } from '../../../engine/games/vint';
import { getSetting, setSetting } from '../../../storage';
import { useT } from '../../i18n/use-t';
import { useServices } from '../../services';
import type { NightView } from '../types';
import { points } from './labels';
import { RubberSheet } from './rubber-sheet';
import { SheetExplainDialog, type SheetPick } from './sheet-explain';

const SHEET_OPEN_SETTING = 'vint.sheetOpen';

export function VintSheetView(props: { state: VintState; night: NightView }) {
  const { t, language } = useT();
  const { db } = useServices();
  const [open, setOpen] = useState(true);
  // Whether the sheet is folded is the scorer's habit, kept across nights.
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
  // The sheet lives in its own box of limited height, so the deal form below
  // never drifts down the page; the box keeps its latest line in view.
  const box = useRef<HTMLDivElement>(null);
  const deals = props.state.deals.length;
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [deals, open]);
  const [shownRubbers, setShownRubbers] = useState<ReadonlySet<number>>(new Set());
  const [pick, setPick] = useState<SheetPick | null>(null);
  const rubbers = props.state.sheet.rubbers;
  if (rubbers.length === 0) return null;
  const earlier = rubbers.slice(0, -1);
  const last = rubbers[rubbers.length - 1]!;
  const toggleRubber = (index: number) =>
    setShownRubbers((s) => {
      const next = new Set(s);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <section class="vint-sheet-card" aria-labelledby="vint-sheet-title" data-vint="sheet">
      <button
        type="button"
        id="vint-sheet-title"
        class="vint-sheet-toggle"
        aria-expanded={open}
        onClick={toggle}
      >
        <span>{t('vint:sheet.title')}</span>
        {!open && (
          <span class="vint-sheet-folded num">
            {t('vint:sheet.foldedTotals', {
              a: points(last.totals.A, language),
              b: points(last.totals.B, language),
            })}
          </span>
        )}
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
      </button>
      {open && (
        <div class="vint-sheet-scroll" ref={box} data-vint="sheet-box">
          {earlier.map((rubber) => (
            <div key={rubber.index}>
              <button
                type="button"
                class="btn btn-small btn-wide vint-rubber-summary"
                aria-expanded={shownRubbers.has(rubber.index)}
                onClick={() => toggleRubber(rubber.index)}
              >
                {t('vint:sheet.rubberSummary', {
                  number: rubber.index + 1,
                  a: points(rubber.totals.A, language),
                  b: points(rubber.totals.B, language),
                })}
              </button>
              {shownRubbers.has(rubber.index) && (
                <RubberSheet rubber={rubber} night={props.night} onPick={setPick} />
              )}
            </div>
          ))}
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
