// A ledger line opened: what the entry wrote on the sheet and its value, or
// the settings it changed. An entry that no longer counts says so.
import type { LedgerEntry } from '../../../engine';
import { applyLines, type PreferansState } from '../../../engine/games/preferans';
import { useT } from '../../i18n/use-t';
import type { NightView } from '../types';
import { describePreferansEntry, settingsChange } from './describe';
import { locate } from './model';
import { DealWrites, ValueLine } from './preview';

export function PreferansEntryDetail(props: {
  entry: LedgerEntry;
  night: NightView;
  state: PreferansState;
}) {
  const { t } = useT();
  const { entry, night, state } = props;
  if (entry.kind === 'settings') {
    return (
      <ul class="pref-explain-list">
        {settingsChange(entry.payload, state.settings, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
  }
  const located = locate(state, entry.id);
  return (
    <div data-pref="entry-detail">
      <p>
        <strong>{describePreferansEntry(entry, night, t)}</strong>
      </p>
      {located ? (
        <>
          <p class="muted">
            {t('preferans:sheet.inPulka', {
              pulka: located.pulkaIndex + 1,
              number: located.index + 1,
            })}
          </p>
          <DealWrites
            lines={located.record.lines}
            players={night.row.playerIds}
            nameOf={night.nameOf}
          />
          <ValueLine
            before={located.record.sheetBefore}
            after={applyLines(located.record.sheetBefore, located.record.lines)}
            settings={state.settings}
            players={night.row.playerIds}
            nameOf={night.nameOf}
          />
        </>
      ) : (
        entry.kind.startsWith('preferans.deal') && (
          <p class="muted">{t('preferans:explain.inactive')}</p>
        )
      )}
    </div>
  );
}
