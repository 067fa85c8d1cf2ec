// One field to save a new player by name, used where players are managed and
// where a new night seats them: a bad name (empty, taken) is said under the
// field and saves nothing.
import { useState } from 'preact/hooks';
import { addPlayer } from '../../storage';
import { useT } from '../i18n/use-t';
import { Field } from '../kit/layout';
import { errorText } from '../kit/messages';
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
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = async () => {
    try {
      const player = await addPlayer(db, name);
      onAdded?.(player.id);
      setName('');
      setError(undefined);
    } catch (err) {
      setError(errorText(t, err));
    }
  };
  return (
    <form
      class="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <Field label={label} error={error} id={id}>
        <input
          id={id}
          class="input"
          value={name}
          maxLength={60}
          autocomplete="off"
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </Field>
      <button type="submit" class={primary ? 'btn btn-primary' : 'btn'}>
        {t('players.add')}
      </button>
    </form>
  );
}
