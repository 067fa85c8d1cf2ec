// The players card of the new-night screen: the saved players as chips to
// seat, a field to add a new name, and the seating order with up/down moves.
// The order itself is plain data (seating.ts).
import { isolateText } from '../../engine/text';
import type { GameKind } from '../../engine';
import type { PlayerRow } from '../../storage';
import { useT } from '../i18n/use-t';
import { AddPlayerForm } from './add-player-form';
import { moveSeat, playersOf, seatOf, toggleSeat } from './seating';

interface PlayersCardProps {
  readonly game: GameKind;
  readonly players: readonly PlayerRow[] | undefined;
  readonly seated: readonly string[];
  /** Every change of the table goes here, as a step from the seating it applies to. */
  readonly onSeated: (change: (seated: readonly string[]) => string[]) => void;
  /** The game's hint under the seating (who deals first, where the seats are), once loaded. */
  readonly hint: string | undefined;
}

export function PlayersCard({ game, players, seated, onSeated, hint }: PlayersCardProps) {
  const { t } = useT();
  const { min, max } = playersOf(game);
  return (
    <section class="card" aria-labelledby="players-heading">
      <h2 id="players-heading" class="section-title">
        {min === max
          ? t('newNight.playersExact', { count: max })
          : t('newNight.players', { min, max, count: max })}
      </h2>
      <div class="choice-options" role="group" aria-label={t('newNight.savedPlayers')}>
        {players?.map((p) => (
          <button
            key={p.id}
            type="button"
            class={`chip${seated.includes(p.id) ? ' chip-on' : ''}`}
            aria-pressed={seated.includes(p.id)}
            data-player={p.name}
            onClick={() => onSeated((s) => toggleSeat(s, p.id))}
          >
            {p.name}
          </button>
        ))}
      </div>
      <AddPlayerForm
        id="new-night-name"
        // "Or type a new name" only says something when there are names to choose.
        label={players?.length === 0 ? t('newNight.typeFirstName') : t('newNight.typeName')}
        // A name typed anew is saved as a player at once and seated last.
        onAdded={(id) => onSeated((s) => [...s, id])}
      />
      {seated.length > 0 && (
        <>
          <h3 class="field-label">{t('newNight.seating')}</h3>
          <SeatingList game={game} players={players} seated={seated} onSeated={onSeated} />
          <p class="hint">{hint}</p>
        </>
      )}
    </section>
  );
}

type SeatingListProps = Omit<PlayersCardProps, 'hint'>;

/** The seating order, each with its seat (name or number) and up/down moves. */
function SeatingList({ game, players, seated, onSeated }: SeatingListProps) {
  const { t } = useT();
  const nameOf = (id: string) => isolateText(players?.find((p) => p.id === id)?.name ?? '?');
  return (
    <ol class="seating" aria-label={t('newNight.seating')}>
      {seated.map((id, i) => {
        const seat = seatOf(game, i);
        const name = nameOf(id);
        return (
          <li key={id} class="seating-row">
            <span class="seat">{seat ? t(`newNight.seats.${seat}`) : i + 1}</span>
            <span class="list-main">{name}</span>
            <button
              type="button"
              class="btn btn-icon"
              aria-label={t('newNight.moveUp', { name })}
              disabled={i === 0}
              onClick={() => onSeated((s) => moveSeat(s, i, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              class="btn btn-icon"
              aria-label={t('newNight.moveDown', { name })}
              disabled={i === seated.length - 1}
              onClick={() => onSeated((s) => moveSeat(s, i, 1))}
            >
              ↓
            </button>
          </li>
        );
      })}
    </ol>
  );
}
