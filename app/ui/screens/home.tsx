// Home: the nights, newest first, each one tap from being resumed.
import { useEffect, useRef } from 'preact/hooks';
import { listNights, listPlayers } from '../../storage';
import { useT } from '../i18n/use-t';
import { heldStartEmpty, heldStartItems, releaseStart } from '../home-held';
import { keepHomeList } from '../home-snapshot';
import { useServices } from '../services';
import { useUsableMark } from '../usable';
import { useLive } from '../use-live';
import { HomeFrame } from './home-frame';
import { NightItems } from './home-items';
import { ClubsLink, HeldHomeList } from './home-list';
import { HomeNotes } from './home-notes';

export function HomeScreen() {
  const { t, language } = useT();
  const { db } = useServices();
  const nights = useLive(() => listNights(db), []);
  const players = useLive(() => listPlayers(db), []);
  // The list is drawn once both are read: names come from the players.
  const read = nights !== undefined && players !== undefined;
  useUsableMark('home', read);
  const list = useRef<HTMLUListElement>(null);
  // The home's own list replaces what the first frame drew, and is kept for
  // the next start's (app/ui/home-snapshot.ts).
  useEffect(() => {
    if (!read || !list.current) return;
    releaseStart();
    keepHomeList(list.current, language);
  }, [nights, players, language]);
  // Until its own read, what the first frame drew from the boot cache.
  const held = read ? undefined : heldStartItems();
  const empty = read ? nights.length === 0 : heldStartEmpty();

  return (
    <HomeFrame>
      {empty && <p class="empty">{t('home.empty')}</p>}
      {held !== undefined ? (
        <HeldHomeList items={held} />
      ) : (
        <ul class="list" aria-label={t('home.nights')} ref={list}>
          {read && <NightItems nights={nights} players={players} />}
        </ul>
      )}
      {/* Under the list: drawn after its reads, it moves nothing the first frame showed. */}
      {(nights || held !== undefined) && <ClubsLink />}
      <HomeNotes hasNights={read && nights.length > 0} />
    </HomeFrame>
  );
}
