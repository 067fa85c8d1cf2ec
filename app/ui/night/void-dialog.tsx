// Voiding an entry asks why: the ledger keeps the reason next to the void.
// The offered reasons fit the entry: "it was no renonc" only for a renonc,
// which the night's game tells (GameUi.claimsRenonc): this file knows no game.
import { useState } from 'preact/hooks';
import { useT } from '../i18n/use-t';
import { Dialog } from '../kit/dialog';
import { Field } from '../kit/layout';

export function VoidDialog(props: {
  /** The entry claims a renonc: "there was no renonc" is offered too. */
  disputable: boolean;
  description: string;
  onVoid: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const presets = [t('void.reasonMistake'), t('void.reasonTwice')];
  if (props.disputable) presets.push(t('void.reasonDispute'));
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
