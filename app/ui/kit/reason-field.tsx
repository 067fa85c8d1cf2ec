// Why an entry is corrected or voided: quick-pick chips plus free text. The
// ledger stores the reason beside the correction.
import { Field } from './layout';

export function ReasonField(props: {
  value: string;
  onChange: (reason: string) => void;
  presets: readonly string[];
  error?: string;
  /** The input's id (unique on the screen). */
  id: string;
  label: string;
  presetsLabel: string;
  class?: string;
}) {
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
