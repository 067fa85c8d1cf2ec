// The home's night items: drawn by the home screen, and by the copy kept for
// the next start's first frame (../home-snapshot.ts), so both are one markup.
import { isolateText } from '../../engine/text';
import type { NightRow, PlayerRow } from '../../storage';
import { formatDate, formatMoney } from '../format';
import { useT } from '../i18n/use-t';
import { hrefOf } from '../router';

export function NightItems(props: { nights: readonly NightRow[]; players: readonly PlayerRow[] }) {
  const { t, language } = useT();
  const nameOf = (id: string) => isolateText(props.players.find((p) => p.id === id)?.name ?? '?');
  return (
    <>
      {props.nights.map((night) => (
        <li key={night.id}>
          <a
            class="list-item"
            href={hrefOf({ name: 'night', nightId: night.id })}
            data-night={night.id}
          >
            <span class="list-main">
              <strong>{night.title ?? t(`games.${night.game}`)}</strong>
              <span class="muted">
                {' · '}
                {formatDate(night.createdAt, language)}
                {night.closedAt ? ` · ${t('home.closed')}` : ''}
              </span>
            </span>
            <span class="list-sub">{night.playerIds.map(nameOf).join(', ')}</span>
            {night.result && <NightResultLine night={night} nameOf={nameOf} />}
          </a>
        </li>
      ))}
    </>
  );
}

/** Who leads the night and by how much, as its screen last showed it; or all square. */
function NightResultLine(props: { night: NightRow; nameOf: (id: string) => string }) {
  const { t, language } = useT();
  const { result, currency } = props.night;
  if (!result) return null;
  return (
    <span class="list-result" data-result>
      {result.leader === undefined
        ? t('home.even')
        : t('home.leads', {
            name: props.nameOf(result.leader),
            amount: formatMoney(result.amount, currency, language, true),
          })}
    </span>
  );
}
