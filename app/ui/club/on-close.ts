// When a night is closed, its settled result goes to its club at once (a
// local record; the club's sync carries it later). Loaded by the closing
// code only when a night is closed. The club's words are loaded already: the
// settle-up screen's club section (./lazy-night-club) brought them.
import { clubOf, listPlayers, nightClubOf } from '../../storage';
import type { TFunction } from '../i18n/use-t';
import type { Services } from '../services';
import { attachNight } from './attach';

/** Attaches the closed night to its club; the words to tell the user, if any. */
export async function attachOnClose(
  services: Services,
  nightId: string,
  t: TFunction,
): Promise<string | undefined> {
  const place = await nightClubOf(services.db, nightId);
  if (!place) return undefined;
  const [outcome, club, players] = await Promise.all([
    attachNight(services.db, nightId, services),
    clubOf(services.db, place.clubId),
    listPlayers(services.db),
  ]);
  const name = club?.name ?? '';
  if (outcome.kind === 'attached') return t('club:night.attachedNote', { club: name });
  if (outcome.kind === 'unmatched') {
    const nameOf = (id: string) => players.find((p) => p.id === id)?.name ?? '?';
    return t('club:night.unmatched', { names: outcome.players.map(nameOf).join(', ') });
  }
  return undefined;
}
