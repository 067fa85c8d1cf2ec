// One field to save a new player by name, used where players are managed and
// where a new night seats them: a bad name (empty, taken) is said under the
// field and saves nothing.
//
// The field empties the moment a name is submitted, not when it is stored: a
// table types the next name at once, and clearing after the write would wipe
// what was typed meanwhile. A name the store refuses comes back into the field
// (if it is still empty) with the reason under it.
import { useRef, useState } from 'preact/hooks';
import { addPlayer } from '../../storage';
import { useT } from '../i18n/use-t';
import { errorText } from '../kit/messages';
import { NameField } from '../kit/name-field';
import { useServices } from '../services';

interface AddPlayerFormProps {
  /** The input's id (its label points at it). */
  readonly id: string;
  readonly label: string;
  /** The main action of its screen gets the primary button. */
  readonly primary?: boolean;
  readonly onAdded?: (playerId: string) => void;
}

export function AddPlayerForm({ id, label, primary = false, onAdded }: AddPlayerFormProps) {
  const { t } = useT();
  const { db } = useServices();
  const [name, setNameState] = useState('');
  // What the field holds now, also for a write that ends after later keystrokes.
  const current = useRef('');
  const setName = (value: string) => {
    current.current = value;
    setNameState(value);
  };
  const [error, setError] = useState<string | undefined>();
  const add = async (submitted: string) => {
    setName('');
    try {
      const player = await addPlayer(db, submitted);
      onAdded?.(player.id);
      if (current.current === '') setError(undefined);
    } catch (err) {
      if (current.current === '') setName(submitted);
      setError(errorText(t, err));
    }
  };
  return (
    <form
      class="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        // The field as it is at this moment (a state update may not have rendered yet).
        const input = e.currentTarget.elements.namedItem(id);
        void add(input instanceof HTMLInputElement ? input.value : current.current);
      }}
    >
      <NameField id={id} label={label} value={name} onInput={setName} error={error} />
      <button type="submit" class={primary ? 'btn btn-primary' : 'btn'}>
        {t('players.add')}
      </button>
    </form>
  );
}
