// Where the table stands, always at the top of the night screen: pulka and
// deal number, who deals now and next, the all-pass series, then the sheet.
import { multiplierOf, nextDealer, type PreferansState } from '../../../engine/games/preferans';
import { useT } from '../../i18n/use-t';
import type { NightView } from '../types';
import { currentPulka, dealCount } from './model';
import { PreferansSheet } from './sheet';

export function PreferansStatusBar(props: { night: NightView; state: PreferansState }) {
  const { t } = useT();
  const { state, night } = props;
  const pulka = currentPulka(state);
  const players = night.row.playerIds;
  return (
    <>
      <section
        class="status-bar pref-status"
        aria-label={t('preferans:status.region')}
        data-pref="status"
        data-pulka={state.pulkas.length}
        data-deals={dealCount(pulka)}
        data-dealer={night.nameOf(pulka.dealer)}
      >
        <span>
          {t('preferans:status.position', {
            pulka: state.pulkas.length,
            deal: dealCount(pulka) + 1,
          })}{' '}
          · {t(`preferans:conventions.${state.settings.convention}`)}
        </span>
        {!pulka.ended && (
          <span data-pref="status-dealer">
            {t('preferans:status.dealer', {
              name: night.nameOf(pulka.dealer),
              next: night.nameOf(nextDealer(players, pulka.dealer)),
            })}
          </span>
        )}
        {pulka.series > 0 && (
          <span class="pref-flag" data-pref="series">
            {t('preferans:status.series', {
              count: pulka.series,
              next: multiplierOf(state.settings.progression, pulka.series + 1),
            })}
          </span>
        )}
        {pulka.ended && <span class="pref-flag">{t('preferans:status.ended')}</span>}
      </section>
      <PreferansSheet state={state} night={night} />
    </>
  );
}
