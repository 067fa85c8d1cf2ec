// After a write to the nights or players, the home's kept list (./home-snapshot.ts)
// is drawn again apart from the screen, with the home's own items, so the
// next start draws the nights as they are even when the home was not shown
// since (a night played, then the app closed from its screen). The copy is
// dropped at the write itself; this only brings it back, once the writes
// have stopped for a moment and the page is idle, off every tap's path.
import { render } from 'preact';
import { listNights, listPlayers, onHomeListWrite, type RenoncDb } from '../storage';
import { forgetHomeSnapshot, keepHomeList, SNAPSHOT_ITEMS } from './home-snapshot';
import { i18next } from './i18n/setup';
import { NightItems } from './screens/home-items';

/** Writes come in bursts (a save, its result, a sync's batch): drawn once after the last. */
const QUIET_MS = 300;

/** Counts the writes: a list read before the latest one is not kept. */
let writes = 0;

async function drawKeptList(db: RenoncDb): Promise<void> {
  const before = writes;
  const [nights, players] = await Promise.all([listNights(db), listPlayers(db)]);
  if (writes !== before) return; // another write came meanwhile: its own drawing follows
  const list = document.createElement('ul');
  render(<NightItems nights={nights.slice(0, SNAPSHOT_ITEMS)} players={players} />, list);
  keepHomeList(list, i18next.language);
  render(null, list);
}

let watching = false;

/** Drops the copy on every write the list is drawn from, and draws it again after (once per page). */
export function watchHomeList(db: RenoncDb): void {
  if (watching) return;
  watching = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
  onHomeListWrite(() => {
    writes++;
    forgetHomeSnapshot();
    clearTimeout(timer);
    timer = setTimeout(() => idle(() => void drawKeptList(db).catch(() => undefined)), QUIET_MS);
  });
}
