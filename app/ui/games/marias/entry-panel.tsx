// The mariáš entry panel: a new hand (with Misdeal and Renonc beside it), or
// the correction of an earlier hand or renonc, which saves a replacement.
import type { MariasState } from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import type { EntryPanelProps } from '../types';
import { HandCorrection, RenoncCorrection } from './correction';
import { NewHandPanel } from './hand-panel';
import { HAND_KIND, RENONC_KIND } from './logic/model';

export function MariasEntryPanel(props: EntryPanelProps<MariasState>) {
  const { t } = useT();
  const { editing } = props;
  if (!editing) return <NewHandPanel {...props} />;
  if (editing.kind === HAND_KIND) return <HandCorrection {...props} editing={editing} />;
  if (editing.kind === RENONC_KIND) return <RenoncCorrection {...props} editing={editing} />;
  return <p class="marias-refusal">{t('marias:ui.edit.notEditable')}</p>;
}
