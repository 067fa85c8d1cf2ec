// A free correction of the sheet (rules §2): whose number, which column (pulya,
// gora, or whists on whom), how much to add or take away, and why. Saved as a
// ledger entry like the other games' corrections; nothing is edited in place.
import { useState } from 'preact/hooks';
import { PREF_CORRECTION_KIND, type PreferansState } from '../../../engine/games/preferans';
import { useT } from '../../i18n/use-t';
import { FormFoot } from '../../kit/form-foot';
import { Choice, Field } from '../../kit/layout';
import { ReasonField } from '../../kit/reason-field';
import type { EntryPanelProps } from '../types';

const COLUMNS = ['pulya', 'gora', 'whists'] as const;
type ColumnChoice = (typeof COLUMNS)[number];

interface Fix {
  readonly player?: string;
  readonly column?: ColumnChoice;
  readonly on?: string;
  readonly amount: string;
}

function FixFields(props: {
  fix: Fix;
  onChange: (f: Fix) => void;
  night: EntryPanelProps['night'];
}) {
  const { t } = useT();
  const { fix, onChange, night } = props;
  const players = night.row.playerIds;
  return (
    <>
      <Choice
        label={t('preferans:correction.player')}
        name="fix-player"
        options={players.map((p) => ({ value: p, label: night.nameOf(p) }))}
        value={fix.player}
        onChange={(player) => onChange({ ...fix, player })}
      />
      <Choice
        label={t('preferans:correction.column')}
        name="fix-column"
        options={COLUMNS.map((c) => ({ value: c, label: t(`preferans:sheet.${c}`) }))}
        value={fix.column}
        onChange={(column) => onChange({ ...fix, column })}
      />
      {fix.column === 'whists' && (
        <Choice
          label={t('preferans:correction.on')}
          name="fix-on"
          options={players
            .filter((p) => p !== fix.player)
            .map((p) => ({ value: p, label: night.nameOf(p) }))}
          value={fix.on}
          onChange={(on) => onChange({ ...fix, on })}
        />
      )}
      <Field label={t('preferans:correction.amount')} id="pref-fix-amount">
        <input
          id="pref-fix-amount"
          class="input num"
          inputMode="numeric"
          value={fix.amount}
          onInput={(e) => onChange({ ...fix, amount: e.currentTarget.value })}
        />
      </Field>
    </>
  );
}

const amountOf = (text: string): number | null =>
  /^[-−]?\d{1,4}$/.test(text.trim()) ? Number(text.trim().replace('−', '-')) : null;

export function CorrectionForm(props: EntryPanelProps<PreferansState> & { onClose: () => void }) {
  const { t } = useT();
  const [fix, setFix] = useState<Fix>({ amount: '' });
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    const { player, column, on } = fix;
    const value = amountOf(fix.amount);
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
      <FixFields fix={fix} onChange={setFix} night={props.night} />
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
      <FormFoot
        error={error}
        saveLabel={t('preferans:correction.save')}
        cancelLabel={t('preferans:correction.cancel')}
        onSave={() => void submit()}
        onCancel={props.onClose}
        saveData={{ 'data-pref': 'save-fix' }}
      />
    </div>
  );
}
