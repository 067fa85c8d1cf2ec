// A free correction of the sheet (rules §2): whose number, which column (pulya,
// gora, or whists on whom), how much to add or take away, and why. Saved as a
// ledger entry like the other games' corrections; nothing is edited in place.
import { useState } from 'preact/hooks';
import { PREF_CORRECTION_KIND, type PreferansState } from '../../../engine/games/preferans';
import { useT } from '../../i18n/use-t';
import { Choice, Field } from '../../kit/layout';
import { ReasonField } from '../../kit/reason-field';
import type { EntryPanelProps } from '../types';

const COLUMNS = ['pulya', 'gora', 'whists'] as const;
type ColumnChoice = (typeof COLUMNS)[number];

export function CorrectionForm(props: EntryPanelProps<PreferansState> & { onClose: () => void }) {
  const { t } = useT();
  const { night } = props;
  const players = night.row.playerIds;
  const [player, setPlayer] = useState<string | undefined>();
  const [column, setColumn] = useState<ColumnChoice | undefined>();
  const [on, setOn] = useState<string | undefined>();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const value = /^[-−]?\d{1,4}$/.test(amount.trim())
    ? Number(amount.trim().replace('−', '-'))
    : null;

  const submit = async () => {
    if (player === undefined || column === undefined || (column === 'whists' && on === undefined)) {
      return setError(t('preferans:correction.incomplete'));
    }
    if (value === null || value === 0) return setError(t('preferans:correction.amountInvalid'));
    if (reason.trim() === '') return setError(t('preferans:edit.reasonEmpty'));
    const correction =
      column === 'whists'
        ? { whists: [{ from: player, on: on!, amount: value }] }
        : { [column]: { [player]: value } };
    const saved = await props.save(PREF_CORRECTION_KIND, { correction }, { reason: reason.trim() });
    if (saved) props.onClose();
  };

  return (
    <div class="pref-correction" data-pref-form="correction">
      <h3 class="section-title">{t('preferans:correction.title')}</h3>
      <Choice
        label={t('preferans:correction.player')}
        name="fix-player"
        options={players.map((p) => ({ value: p, label: night.nameOf(p) }))}
        value={player}
        onChange={setPlayer}
      />
      <Choice
        label={t('preferans:correction.column')}
        name="fix-column"
        options={COLUMNS.map((c) => ({ value: c, label: t(`preferans:sheet.${c}`) }))}
        value={column}
        onChange={setColumn}
      />
      {column === 'whists' && (
        <Choice
          label={t('preferans:correction.on')}
          name="fix-on"
          options={players
            .filter((p) => p !== player)
            .map((p) => ({ value: p, label: night.nameOf(p) }))}
          value={on}
          onChange={setOn}
        />
      )}
      <Field label={t('preferans:correction.amount')} id="pref-fix-amount">
        <input
          id="pref-fix-amount"
          class="input num"
          inputMode="numeric"
          value={amount}
          onInput={(e) => setAmount(e.currentTarget.value)}
        />
      </Field>
      <ReasonField
        value={reason}
        onChange={setReason}
        presets={[
          t('preferans:correction.presets.mistake'),
          t('preferans:correction.presets.agreed'),
        ]}
        id="pref-fix-reason"
        label={t('preferans:edit.reason')}
        presetsLabel={t('preferans:edit.presetsLabel')}
      />
      {error && (
        <p class="form-errors" role="alert">
          {error}
        </p>
      )}
      <div class="row">
        <button
          type="button"
          class="btn btn-primary"
          data-pref="save-fix"
          onClick={() => void submit()}
        >
          {t('preferans:correction.save')}
        </button>
        <button type="button" class="btn" onClick={props.onClose}>
          {t('preferans:correction.cancel')}
        </button>
      </div>
    </div>
  );
}
