// Live data in components: re-renders when the stored data changes, also when
// another tab changed it.
import { useEffect, useState } from 'preact/hooks';
import { observe } from '../storage';

/**
 * The same data read before the component existed (a start's reads): `now`
 * when they were done by its first render, else `later`.
 */
export interface LiveSeed<T> {
  readonly now?: T;
  readonly later: Promise<T | undefined>;
}

/**
 * `seed` is shown until the live query answers, never after it: the live
 * query's answer is always at least as new.
 */
export function useLive<T>(
  query: () => Promise<T>,
  deps: readonly unknown[],
  seed?: LiveSeed<T>,
): T | undefined {
  const [value, setValue] = useState<T | undefined>(() => seed?.now);
  useEffect(() => {
    let answered = false;
    void seed?.later.then((early) => {
      if (!answered && early !== undefined) setValue(early);
    });
    const subscription = observe(query, (live) => {
      answered = true;
      setValue(live);
    });
    return () => {
      answered = true; // a seed arriving after this is for a query no longer shown
      subscription.unsubscribe();
    };
  }, deps);
  return value;
}
