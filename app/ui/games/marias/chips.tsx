// Rows of chips for the mariáš forms: like the kit's Choice, but laid out as
// an even grid (one thumb, no precise aim), optionally with the label beside
// the chips, and with "tap again to clear" where a choice is optional.
import type { ComponentChildren } from 'preact';

export interface ChipOption<T> {
  readonly value: T;
  readonly label: ComponentChildren;
  /** Spoken name when the label is not plain text. */
  readonly name?: string;
  readonly disabled?: boolean;
}

export function Chips<T extends string | number>(props: {
  label: string;
  options: readonly ChipOption<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** Tapping the chosen chip clears the choice. */
  optional?: boolean;
  columns?: number;
  /** The label sits beside the chips (short rows). */
  inline?: boolean;
  name: string;
  hint?: string;
  /** The options are words or phrases (smaller type, so long words fit). */
  small?: boolean;
}) {
  const columns = props.columns ?? props.options.length;
  const classes = `marias-chips${props.inline ? ' marias-chips-inline' : ''}${props.small ? ' marias-chips-small' : ''}`;
  return (
    <fieldset class={classes}>
      <legend class="field-label">{props.label}</legend>
      <div class={`marias-chip-grid marias-cols-${Math.min(columns, 5)}`}>
        {props.options.map((o) => {
          const on = o.value === props.value;
          return (
            <button
              key={String(o.value)}
              type="button"
              class={`chip${on ? ' chip-on' : ''}`}
              aria-pressed={on}
              aria-label={o.name}
              disabled={o.disabled}
              data-name={props.name}
              data-value={String(o.value)}
              onClick={() => props.onChange(on && props.optional ? undefined : o.value)}
            >
              {o.label}
            </button>
          );
        })}
      </div>
      {props.hint && <p class="hint">{props.hint}</p>}
    </fieldset>
  );
}

/** One on/off chip ("+ sedma proti"). */
export function Toggle(props: {
  label: string;
  on: boolean;
  onChange: (on: boolean) => void;
  name: string;
}) {
  return (
    <button
      type="button"
      class={`chip${props.on ? ' chip-on' : ''}`}
      aria-pressed={props.on}
      data-name={props.name}
      onClick={() => props.onChange(!props.on)}
    >
      {props.label}
    </button>
  );
}

/** Won / lost of one component that is settled on its own (sedma beside hra, sedma proti). */
export function WonLost(props: {
  label: string;
  value: boolean | undefined;
  onChange: (won: boolean) => void;
  name: string;
  wonLabel: string;
  lostLabel: string;
}) {
  return (
    <Chips
      label={props.label}
      name={props.name}
      inline
      small
      columns={2}
      options={[
        { value: 'won', label: props.wonLabel },
        { value: 'lost', label: props.lostLabel },
      ]}
      value={props.value === undefined ? undefined : props.value ? 'won' : 'lost'}
      onChange={(v) => v !== undefined && props.onChange(v === 'won')}
    />
  );
}
