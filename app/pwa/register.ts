// Service-worker bridge. The app never reloads by itself: when a new version
// is waiting, the user is offered "update" and taps it when the hand is over.
// All tabs share one service worker, so one tab's tap updates them all: the
// tab that tapped reloads at once, every other tab offers the update again
// and its tap reloads it onto the version that is already active.
import { Workbox } from 'workbox-window';
import { keepOffline } from './offline-cache';

export interface PwaEvents {
  onOfflineReady(): void;
  onUpdateWaiting(apply: () => void): void;
}

export function registerServiceWorker(events: PwaEvents): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const controlled = navigator.serviceWorker.controller !== null;
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  let registration: ServiceWorkerRegistration | undefined;
  let tapped = false;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  const apply = () => {
    tapped = true;
    // Reload only once the new worker controls the page, or the old one answers again;
    // with nothing waiting, another tab has activated the new version already.
    if (registration?.waiting) wb.messageSkipWaiting();
    else reload();
  };
  wb.addEventListener('controlling', () => (tapped ? reload() : events.onUpdateWaiting(reload)));
  wb.addEventListener('waiting', () => events.onUpdateWaiting(apply));
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) events.onOfflineReady();
  });
  void wb.register().then((registered) => {
    registration = registered;
    keepOffline(import.meta.env.BASE_URL, controlled);
    // A phone left open all night still learns about a new version.
    if (registered) window.setInterval(() => void registered.update(), 60 * 60 * 1000);
  });
}
