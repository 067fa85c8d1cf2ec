// The app shell: routes, notices, preferences and the update prompt.
import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import { useT } from './i18n/use-t';
import { NoticeProvider, useNotices } from './kit/notices';
import { DEFAULT_PREFS, usePrefs, type Prefs } from './prefs';
import { useRoute } from './router';
import { lazyScreen } from './lazy';
import { readBootCache } from './boot-cache';
import { ScreenFrame } from './first-frame';
import { HomeScreen } from './screens/home';
import type { RenoncDb } from '../storage';
import { useServices } from './services';
import { whenUsable } from './usable';

// The night screen is not on the first screen either: it is prefetched when
// the browser is idle (see App), so opening a night stays instant.
export const NightScreen = lazyScreen(() => import('./screens/night').then((m) => m.NightScreen), {
  fallback: ScreenFrame,
});

const NewNightScreen = lazyScreen(() =>
  import('./screens/new-night').then((m) => m.NewNightScreen),
);
const PlayersScreen = lazyScreen(() => import('./screens/players').then((m) => m.PlayersScreen));
const SettingsScreen = lazyScreen(
  () => import('./screens/settings').then((m) => m.SettingsScreen),
  { namespaces: ['backup'] },
);
const HistoryScreen = lazyScreen(() => import('./screens/history').then((m) => m.HistoryScreen), {
  namespaces: ['settlement', 'backup'],
});
const NightRulesScreen = lazyScreen(() =>
  import('./screens/night-rules').then((m) => m.NightRulesScreen),
);
const SettleScreen = lazyScreen(() => import('./screens/settle').then((m) => m.SettleScreen), {
  namespaces: ['settlement', 'backup'],
});
const ShareScreen = lazyScreen(() => import('./sync/share-screen').then((m) => m.ShareScreen), {
  namespaces: ['sync'],
});
const JoinScreen = lazyScreen(() => import('./sync/join-screen').then((m) => m.JoinScreen), {
  namespaces: ['sync'],
});

// Club tournaments and the board page (issue #30, h-tourney).
const TournamentsScreen = lazyScreen(
  () => import('./club/tournament-list').then((m) => m.TournamentsScreen),
  { namespaces: ['tournament'] },
);
const TournamentScreen = lazyScreen(
  () => import('./club/tournament-screen').then((m) => m.TournamentScreen),
  { namespaces: ['tournament'] },
);
const BoardScreen = lazyScreen(() => import('./club/board-screen').then((m) => m.BoardScreen), {
  namespaces: ['tournament'],
});
// A club's screens for members (issue #30): none is on the first screen.
const ClubRoutes = lazyScreen(() => import('./club/club-routes').then((m) => m.ClubRoutes), {
  namespaces: ['club', 'settlement', 'sync'],
});

interface PrefsApi {
  readonly prefs: Prefs;
  readonly update: (patch: Partial<Prefs>) => Promise<void>;
}

const PrefsContext = createContext<PrefsApi>({ prefs: DEFAULT_PREFS, update: async () => {} });
export const usePrefsContext = () => useContext(PrefsContext);

function UpdatePrompt() {
  const { t } = useT();
  const notices = useNotices();
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => {
    // Not needed for the first screen: registered once it is usable, so that
    // the worker's install (the precache) does not compete with the start.
    void whenUsable()
      .then(() => import('../pwa/register'))
      .then(({ registerServiceWorker }) =>
        registerServiceWorker({
          onOfflineReady: () => notices.noteWhenFree(() => t('pwa.offlineReady'), 5000),
          onUpdateWaiting: (fn) => setApply(() => fn),
        }),
      );
    // Registered once per page load.
  }, []);
  if (!apply) return null;
  return (
    <div class="update-bar" role="status">
      <span>{t('pwa.updateReady')}</span>
      <button type="button" class="btn btn-primary" onClick={apply}>
        {t('pwa.update')}
      </button>
      <button type="button" class="btn" onClick={() => setApply(null)}>
        {t('pwa.later')}
      </button>
    </div>
  );
}

function Screen() {
  const route = useRoute();
  switch (route.name) {
    case 'home':
      return <HomeScreen />;
    case 'new-night':
      return <NewNightScreen />;
    case 'players':
      return <PlayersScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'history':
      return <HistoryScreen />;
    case 'night':
      return <NightScreen nightId={route.nightId} />;
    case 'night-rules':
      return <NightRulesScreen nightId={route.nightId} />;
    case 'night-settle':
      return <SettleScreen nightId={route.nightId} />;
    case 'night-share':
      return <ShareScreen nightId={route.nightId} />;
    case 'join':
      return (
        <JoinScreen
          key={`${route.shareId}/${route.role}/${route.secret}`}
          shareId={route.shareId}
          role={route.role}
          secret={route.secret}
        />
      );
    // Club tournaments and the board page (issue #30, h-tourney).
    case 'club-tournaments':
      return <TournamentsScreen key={route.clubId} clubId={route.clubId} />;
    case 'club-tournament':
      return (
        <TournamentScreen
          key={`${route.clubId}/${route.tournamentId}`}
          clubId={route.clubId}
          tournamentId={route.tournamentId}
        />
      );
    case 'club-board':
      return <BoardScreen key={route.clubId} clubId={route.clubId} />;
    // A club's screens for members (issue #30).
    case 'clubs':
    case 'club':
    case 'club-member':
    case 'club-match':
    case 'club-join':
      return <ClubRoutes route={route} />;
  }
}

/**
 * Fetches the night screen once the first screen is usable and the browser is
 * idle, unless the home was last seen empty (a first visit: no night to open
 * yet, and its ~18 KB would count against the first visit's bytes).
 */
function usePrefetchNight(): void {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    void whenUsable().then(() => {
      if (readBootCache().listed !== false) idle(() => void NightScreen.preload());
    });
  }, []);
}

/**
 * Sends what this phone wrote to its clubs while offline once it is online:
 * after the first screen is usable, and whenever the network comes back.
 */
function useClubReports(db: RenoncDb): void {
  useEffect(() => {
    const report = () => {
      if (!navigator.onLine) return;
      void import('./club/club-reports')
        .then((m) => m.reportPendingClubs(db))
        .catch((error: unknown) => console.error(error));
    };
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    void whenUsable().then(() => idle(report));
    window.addEventListener('online', report);
    return () => window.removeEventListener('online', report);
  }, [db]);
}

export function App() {
  const { db } = useServices();
  const [prefs, update] = usePrefs(db);
  usePrefetchNight();
  useClubReports(db);
  return (
    <PrefsContext.Provider value={{ prefs, update }}>
      <NoticeProvider>
        <UpdatePrompt />
        <Screen />
      </NoticeProvider>
    </PrefsContext.Provider>
  );
}
