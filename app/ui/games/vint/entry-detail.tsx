// A ledger line opened: the deal's full scoring as it stands in the sheet, or
// the settings an entry changed. An entry that no longer counts says so.
import type { LedgerEntry } from '../../../engine';
import { VINT_DEAL_KIND, type VintState } from '../../../engine/games/vint';
import { useT } from '../../i18n/use-t';
import type { NightView } from '../types';
import { describeVintEntry, settingsChange, settingsWords } from './describe';
import { DealExplanation } from './explain';
import { locateDeal } from './model';

export function VintEntryDetail(props: { entry: LedgerEntry; night: NightView; state: VintState }) {
  const { t, language } = useT();
  const { entry, night } = props;
  if (entry.kind === VINT_DEAL_KIND) {
    const located = locateDeal(props.state, entry.id);
    return (
      <div class="vint-explain-dialog" data-vint="entry-detail">
        <p>
          <strong>{describeVintEntry(entry, night, t)}</strong>
        </p>
        {located ? (
          <>
            <p class="muted">{t('vint:sheet.deal', { number: located.index + 1 })}</p>
            <DealExplanation
              deal={located.record.deal}
              score={located.sheetDeal.score}
              before={located.sheetDeal.before}
              nameOf={night.nameOf}
            />
          </>
        ) : (
          <p class="muted">{t('vint:explain.inactive')}</p>
        )}
      </div>
    );
  }
  if (entry.kind === 'settings') {
    return (
      <ul class="vint-explain-list">
        {settingsWords(settingsChange(entry.payload), t, night.row.currency, language).map(
          (line) => (
            <li key={line}>{line}</li>
          ),
        )}
      </ul>
    );
  }
  return <p>{describeVintEntry(entry, night, t)}</p>;
}
