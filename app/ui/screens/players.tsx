// Players: add and rename. A renamed player keeps his id, so history follows him.
import { useState } from 'preact/hooks';
import { listPlayers, renamePlayer, type PlayerRow } from '../../storage';
import { useT } from '../i18n/use-t';
import { Layout } from '../kit/layout';
import { NameField } from '../kit/name-field';
import { errorText } from '../kit/messages';
import { useServices } from '../services';
import { useLive } from '../use-live';
import { AddPlayerForm } from './add-player-form';

function PlayerRowEdit({ player }: { player: PlayerRow }) {
  const { t } = useT();
  const { db } = useServices();
  const [name, setName] = useState(player.name);
  const [error, setError] = useState<string | undefined>();
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <li class="list-item list-row">
        <span class="list-main player-name">{player.name}</span>
        <button type="button" class="btn" onClick={() => setEditing(true)}>
          {t('players.rename')}
        </button>
      </li>
    );
  }
  return (
    <li class="list-item">
      <form
        class="inline-form"
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            await renamePlayer(db, player.id, name);
            setEditing(false);
            setError(undefined);
          } catch (err) {
            setError(errorText(t, err));
          }
        }}
      >
        <NameField
          id={`rename-${player.id}`}
          label={t('players.name')}
          value={name}
          error={error}
          onInput={setName}
        />
        <button type="submit" class="btn btn-primary">
          {t('save')}
        </button>
        <button type="button" class="btn" onClick={() => setEditing(false)}>
          {t('cancel')}
        </button>
      </form>
    </li>
  );
}

export function PlayersScreen() {
  const { t } = useT();
  const { db } = useServices();
  const players = useLive(() => listPlayers(db), []);

  return (
    <Layout title={t('players.title')} back={{ name: 'home' }}>
      <AddPlayerForm id="new-player" label={t('players.newName')} primary />
      {players && players.length === 0 && <p class="empty">{t('players.empty')}</p>}
      <ul class="list" aria-label={t('players.title')}>
        {players?.map((p) => (
          <PlayerRowEdit key={p.id} player={p} />
        ))}
      </ul>
    </Layout>
  );
}
