// Why an entry is corrected or voided: quick-pick chips plus free text. The
// ledger stores the reason beside the correction. ReasonAndSave is the foot
// of every game's correction form: the reason, then the one save button.
import { Field } from './layout';

export interface ReasonFieldProps {
  value: string;
  onChange: (reason: string) => void;
  presets: readonly string[];
  error?: string;
  /** The input's id (unique on the screen). */
  id: string;
  label: string;
  presetsLabel: string;
  class?: string;
}

export function ReasonField(props: ReasonFieldProps) {
  return (
    <div class={props.class}>
      <div class="choice-options" role="group" aria-label={props.presetsLabel}>
        {props.presets.map((p) => (
          <button
            key={p}
            type="button"
            class={`chip${props.value === p ? ' chip-on' : ''}`}
            aria-pressed={props.value === p}
            onClick={() => props.onChange(p)}
          >
            {p}
          </button>
        ))}
      </div>
      <Field label={props.label} id={props.id} error={props.error}>
        <input
          id={props.id}
          class="input"
          maxLength={200}
          value={props.value}
          onInput={(e) => props.onChange(e.currentTarget.value)}
        />
      </Field>
    </div>
  );
}

/** The reason field and the correction's save button under it. */
export function ReasonAndSave(
  props: ReasonFieldProps & {
    saveLabel: string;
    onSave: () => void;
    disabled?: boolean;
    /** The button's data attribute for tests, e.g. { 'data-vint': 'save-correction' }. */
    saveData: Readonly<Record<`data-${string}`, string>>;
  },
) {
  const { saveLabel, onSave, disabled, saveData, ...field } = props;
  return (
    <>
      <ReasonField {...field} />
      <button
        type="button"
        class="btn btn-primary btn-big btn-wide"
        {...saveData}
        disabled={disabled}
        onClick={onSave}
      >
        {saveLabel}
      </button>
    </>
  );
}
