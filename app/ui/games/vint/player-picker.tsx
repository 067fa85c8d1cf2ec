// Four names in two pairs (N–S, E–W): one tap picks a player and with him his
// side, so the declarer and the side cost one tap together.
import { sidePlayers, SIDES, type Side } from '../../../engine/games/vint';
import { useT } from '../../i18n/use-t';
import { sideName } from './labels';

export function PlayerPicker(props: {
  label: string;
  /** data-vint of the buttons, for the page models of the tests. */
  name: string;
  players: readonly string[];
  nameOf: (id: string) => string;
  value: string | undefined;
  onChange: (player: string, side: Side) => void;
  /** Only this side's players can be picked. */
  only?: Side;
}) {
  const { t } = useT();
  return (
    <fieldset class="choice vint-pairs">
      <legend class="field-label">{props.label}</legend>
      <div class="vint-pairs-row">
        {SIDES.filter((s) => props.only === undefined || props.only === s).map((side) => (
          <div key={side} class="vint-pair" role="group" aria-label={sideName(t, side)}>
            <span class="vint-pair-side" aria-hidden="true">
              {sideName(t, side)}
            </span>
            {sidePlayers(props.players, side).map((id) => (
              <button
                key={id}
                type="button"
                class={`chip${props.value === id ? ' chip-on' : ''}`}
                aria-pressed={props.value === id}
                data-vint={props.name}
                data-player={props.nameOf(id)}
                data-side={side}
                title={props.nameOf(id)}
                onClick={() => props.onChange(id, side)}
              >
                {props.nameOf(id)}
              </button>
            ))}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
