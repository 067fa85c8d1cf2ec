// Service-worker bridge. The app never reloads by itself: when a new version
// is waiting, the user is offered "update" and taps it when the hand is over.
import { Workbox } from 'workbox-window';

export interface PwaEvents {
  onOfflineReady(): void;
  onUpdateWaiting(apply: () => void): void;
}

export function registerServiceWorker(events: PwaEvents): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  const offerUpdate = () =>
    events.onUpdateWaiting(() => {
      // Reload only once the new worker controls the page, or the old one answers again.
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  wb.addEventListener('waiting', offerUpdate);
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) events.onOfflineReady();
  });
  void wb.register().then((registration) => {
    // A phone left open all night still learns about a new version.
    if (registration) window.setInterval(() => void registration.update(), 60 * 60 * 1000);
  });
}
