// The labelled field where a name is typed: a player's, a club member's or a
// club's. It takes 60 characters, the longest name a club record holds; a
// player's name may be 40 (app/engine/night.ts), and the store's refusal of a
// longer one is said under the field rather than the field cutting it short.
// No browser suggestions: they would offer other people's names.
import { Field } from './layout';

export interface NameFieldProps {
  /** The input's id (its label points at it; tests find the field by it). */
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onInput: (value: string) => void;
  /** Said under the field, e.g. why the name was refused. */
  readonly error?: string | undefined;
}

export function NameField(props: NameFieldProps) {
  return (
    <Field label={props.label} id={props.id} error={props.error}>
      <input
        id={props.id}
        class="input"
        value={props.value}
        maxLength={60}
        autocomplete="off"
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
    </Field>
  );
}
