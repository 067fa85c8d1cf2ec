// A manual adjustment: "A pays B 20 Kč", for whatever the table agrees on
// outside the game's rules. Stored as a 'transfer' entry like any other; the
// draft's checks are transfer-draft.ts.
import { useState } from 'preact/hooks';
import type { NightView, SaveOptions } from '../games/types';
import { useT } from '../i18n/use-t';
import { Choice, Field } from '../kit/layout';
import { EMPTY_TRANSFER, NOTE_MAX, transferOf, type TransferDraft } from './transfer-draft';
import { useDraft } from './use-draft';

export function TransferForm(props: {
  night: NightView;
  save: (kind: string, payload: unknown, options?: SaveOptions) => Promise<boolean>;
  onDone: () => void;
}) {
  const { t } = useT();
  const players = props.night.row.playerIds;
  const draft = useDraft<TransferDraft>(props.night.row.id, 'transfer', EMPTY_TRANSFER);
  const { from, to, amount, note } = draft.value;
  const [error, setError] = useState<string | undefined>();
  const options = players.map((id) => ({ value: id, label: props.night.nameOf(id) }));

  const submit = async (e: Event) => {
    e.preventDefault();
    const checked = transferOf(draft.value, props.night.row.currency);
    if (!checked.ok) return setError(t(checked.error));
    setError(undefined);
    if (await props.save('transfer', checked.payload, { draft: 'transfer' })) props.onDone();
  };

  return (
    <form class="card" onSubmit={submit} aria-label={t('transfer.title')}>
      <h2 class="section-title">{t('transfer.title')}</h2>
      <Choice
        label={t('transfer.from')}
        name="from"
        options={options}
        value={from}
        onChange={(v) => draft.set({ from: v })}
      />
      <Choice
        label={t('transfer.to')}
        name="to"
        options={options}
        value={to}
        onChange={(v) => draft.set({ to: v })}
      />
      <Field
        label={t('transfer.amount', { currency: props.night.row.currency })}
        id="transfer-amount"
        error={error}
      >
        <input
          id="transfer-amount"
          class="input num"
          inputMode="decimal"
          value={amount}
          onInput={(e) => draft.set({ amount: e.currentTarget.value })}
        />
      </Field>
      <Field label={t('transfer.note')} id="transfer-note">
        <input
          id="transfer-note"
          class="input"
          maxLength={NOTE_MAX}
          value={note}
          onInput={(e) => draft.set({ note: e.currentTarget.value })}
        />
      </Field>
      <div class="row">
        <button type="submit" class="btn btn-primary">
          {t('save')}
        </button>
        <button
          type="button"
          class="btn"
          onClick={() => {
            draft.reset();
            props.onDone();
          }}
        >
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
