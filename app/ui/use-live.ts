// Live data in components: re-renders when the stored data changes, also when
// another tab changed it.
import { useEffect, useState } from 'preact/hooks';
import { observe } from '../storage';
import { whenUsable } from './usable';

/**
 * The same data read before the component existed (a start's reads): `now`
 * when they were done by its first render, else `later`.
 */
export interface LiveSeed<T> {
  readonly now?: T;
  readonly later: Promise<T | undefined>;
  /**
   * `now` says that what the screen shows is not stored (a missing night):
   * such a screen never becomes usable, so its live query asks at once.
   */
  readonly missing?: boolean;
}

/**
 * `seed` is shown until the live query answers, never after it: the live
 * query's answer is always at least as new. An answer that holds the very
 * data the seed did keeps the seed's object, so the screen drawn from it is
 * not drawn again for nothing.
 */
export function useLive<T>(
  query: () => Promise<T>,
  deps: readonly unknown[],
  seed?: LiveSeed<T>,
): T | undefined {
  const [value, setValue] = useState<T | undefined>(() => seed?.now);
  useEffect(() => {
    let answered = false;
    let seeded = seed?.now;
    if (seeded === undefined)
      void seed?.later.then((early) => {
        if (answered || early === undefined) return;
        seeded = early;
        setValue(early);
      });
    // Seeded by a start's reads, the screen shows their data already: the
    // live query (Dexie's work) begins once the page is usable. A seed that
    // found the night missing asks at once: such a screen never becomes usable.
    const start = seed?.now !== undefined && !seed.missing ? observeOnceUsable : observe;
    const subscription = start(query, (live: T) => {
      const same = !answered && seeded !== undefined && sameData(seeded, live);
      answered = true;
      if (!same) setValue(live);
    });
    return () => {
      answered = true; // a seed arriving after this is for a query no longer shown
      subscription.unsubscribe();
    };
  }, deps);
  return value;
}

/**
 * `observe`, begun once the page is usable (./usable): for what a start's
 * reads already show. Its first answer brings anything stored meanwhile;
 * unsubscribed before that, it never begins.
 */
export function observeOnceUsable<T>(
  query: () => Promise<T>,
  onValue: (value: T) => void,
): { unsubscribe(): void } {
  let subscription: { unsubscribe(): void } | undefined;
  let gone = false;
  void whenUsable().then(() => {
    if (!gone) subscription = observe(query, onValue);
  });
  return {
    unsubscribe: () => {
      gone = true;
      subscription?.unsubscribe();
    },
  };
}

/** Rows as IndexedDB gives them (plain data): equal when they serialize alike. */
function sameData(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}
