// The browser's install offer (`beforeinstallprompt`, Chromium), kept from the
// moment the page loads so that home can offer "Install" in the app itself
// (#28 item 13) rather than only the hint in Settings. The event comes once,
// often before any screen is drawn: main.tsx starts listening at once.

/** Chromium's install event (not in the DOM typings). */
interface InstallEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function captureInstallOffer(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Our own quiet button instead of the browser's banner over the table.
    event.preventDefault();
    offer = event as InstallEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** Whether the browser would install the app now. */
export const canInstall = (): boolean => offer !== null;

/** Calls `listener` whenever canInstall may have changed; returns the unsubscribe. */
export function onInstallChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; resolves whether the user accepted. */
export async function install(): Promise<boolean> {
  const event = offer;
  if (!event) return false;
  // An offer is good for one prompt.
  offer = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}
