// Where the table stands, always at the top of the night screen: rubber, game
// and games won, the running below-the-line totals, then the score sheet.
import { vintStatus, type VintState } from '../../../engine/games/vint';
import { useT } from '../../i18n/use-t';
import type { NightView } from '../types';
import { points } from './labels';
import { VintSheetView } from './sheet';

export function VintStatusBar(props: { night: NightView; state: VintState }) {
  const { t, language } = useT();
  const s = vintStatus(props.state);
  return (
    <>
      <section
        class="status-bar vint-status"
        aria-label={t('vint:status.region')}
        data-vint="status"
        data-rubber={s.rubber}
        data-game={s.game}
        data-games-a={s.gamesWon.A}
        data-games-b={s.gamesWon.B}
        data-below-a={s.below.A}
        data-below-b={s.below.B}
      >
        <span class="vint-status-main">
          {t('vint:status.position', { rubber: s.rubber, game: s.game })} ·{' '}
          <span class="vint-status-games">
            {t('vint:status.games', { a: s.gamesWon.A, b: s.gamesWon.B })}
          </span>
        </span>
        <span class="num">
          {t('vint:status.below', {
            a: points(s.below.A, language),
            b: points(s.below.B, language),
          })}
        </span>
      </section>
      <VintSheetView state={props.state} night={props.night} />
    </>
  );
}
