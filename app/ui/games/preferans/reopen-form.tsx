// Reopening a closed pulka (rules §8): the table agrees to play on to a larger
// pulya. The scorer picks the new size (the next round tens offered first:
// 10, 20 and 30 are the sizes tables play) and says why; it is saved as one
// 'preferans.reopen' ledger entry, which a void takes back like any other.
import { useState } from 'preact/hooks';
import {
  closedAt,
  MAX_PULYA_SIZE,
  PREF_REOPEN_KIND,
  type PreferansState,
} from '../../../engine/games/preferans';
import { useT } from '../../i18n/use-t';
import { Choice, Stepper } from '../../kit/layout';
import { ReasonField } from '../../kit/reason-field';
import { FormFoot } from '../../kit/form-foot';
import type { EntryPanelProps } from '../types';
import { currentPulka } from './model';

/** The sizes offered for a pulka closed at `size`: the next three round tens above it. */
export function reopenSizes(size: number): number[] {
  const next = (Math.floor(size / 10) + 1) * 10;
  return [next, next + 10, next + 20].filter((s) => s <= MAX_PULYA_SIZE);
}

/** The entry a reopening saves, or the i18next key of what is missing. */
export function reopenEntry(
  size: number,
  closed: number,
  reason: string,
):
  | { readonly payload: { readonly pulyaSize: number }; readonly reason: string }
  | { readonly error: string } {
  if (size <= closed) return { error: 'preferans:errors.reopenSizeTooSmall' };
  const why = reason.trim();
  if (why === '') return { error: 'preferans:errors.reopenReasonMissing' };
  return { payload: { pulyaSize: size }, reason: why };
}

export function ReopenForm(props: EntryPanelProps<PreferansState> & { onClose: () => void }) {
  const { t } = useT();
  const closed = closedAt(currentPulka(props.state));
  const [size, setSize] = useState(() => reopenSizes(closed)[0] ?? closed + 1);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (busy) return;
    const made = reopenEntry(size, closed, reason);
    if ('error' in made) return setError(t(made.error, { min: closed + 1 }));
    setBusy(true);
    const saved = await props.save(PREF_REOPEN_KIND, made.payload, { reason: made.reason });
    setBusy(false);
    if (saved) props.onClose();
  };
  return (
    <div class="pref-correction" data-pref-form="reopen">
      <h3 class="section-title">
        {t('preferans:reopen.title', { number: props.state.pulkas.length })}
      </h3>
      <Choice
        label={t('preferans:reopen.size')}
        name="reopen-size"
        options={reopenSizes(closed).map((s) => ({ value: s, label: String(s) }))}
        value={size}
        onChange={setSize}
      />
      <Stepper
        label={t('preferans:reopen.exact')}
        name="reopen-size-exact"
        value={size}
        min={closed + 1}
        max={MAX_PULYA_SIZE}
        onChange={setSize}
      />
      <p class="hint">{t('preferans:reopen.hint', { size })}</p>
      <ReasonField
        value={reason}
        onChange={(r) => {
          setReason(r);
          setError(undefined);
        }}
        presets={[t('preferans:reopen.presets.agreed')]}
        id="pref-reopen-reason"
        label={t('preferans:edit.reason')}
        presetsLabel={t('preferans:edit.presetsLabel')}
      />
      <FormFoot
        error={error}
        saveLabel={t('preferans:reopen.save')}
        cancelLabel={t('preferans:reopen.cancel')}
        onSave={() => void submit()}
        onCancel={props.onClose}
        busy={busy}
        saveData={{ 'data-pref': 'save-reopen' }}
      />
    </div>
  );
}
