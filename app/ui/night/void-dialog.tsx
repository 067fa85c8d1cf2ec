// Voiding an entry asks why: the ledger keeps the reason next to the void.
// The offered reasons fit the entry: "it was no renonc" only for a renonc.
import { useState } from 'preact/hooks';
import type { LedgerEntry } from '../../engine';
import { useT } from '../i18n/use-t';
import { Dialog } from '../kit/dialog';
import { Field } from '../kit/layout';

/** Whether the entry claims a renonc (mariáš renonc, or a vint deal with a revoke). */
export function claimsRenonc(entry: Pick<LedgerEntry, 'kind' | 'payload'>): boolean {
  if (entry.kind === 'marias.renonc') return true;
  const renonces = (entry.payload as { renonces?: unknown } | null | undefined)?.renonces;
  return entry.kind === 'vint.deal' && Array.isArray(renonces) && renonces.length > 0;
}

export function VoidDialog(props: {
  entry: Pick<LedgerEntry, 'kind' | 'payload'>;
  description: string;
  onVoid: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const presets = [t('void.reasonMistake'), t('void.reasonTwice')];
  if (claimsRenonc(props.entry)) presets.push(t('void.reasonDispute'));
  return (
    <Dialog title={t('void.title')} onClose={props.onClose}>
      <p class="muted">{props.description}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim() === '') return setError(t('errors:void.reasonEmpty'));
          props.onVoid(reason.trim());
        }}
      >
        <div class="choice-options">
          {presets.map((p) => (
            <button
              key={p}
              type="button"
              class={`chip${reason === p ? ' chip-on' : ''}`}
              onClick={() => setReason(p)}
            >
              {p}
            </button>
          ))}
        </div>
        <Field label={t('void.reason')} id="void-reason" error={error}>
          <input
            id="void-reason"
            class="input"
            maxLength={200}
            value={reason}
            onInput={(e) => setReason(e.currentTarget.value)}
          />
        </Field>
        <div class="row">
          <button type="submit" class="btn btn-danger">
            {t('void.confirm')}
          </button>
          <button type="button" class="btn" onClick={props.onClose}>
            {t('keep')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
