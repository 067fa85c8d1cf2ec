// Live queries without Dexie in the UI: a callback runs with fresh results
// whenever the data it read changes, in this tab or another one.
import { liveQuery } from 'dexie';

export interface Subscription {
  unsubscribe(): void;
}

export function observe<T>(
  query: () => Promise<T>,
  onValue: (value: T) => void,
  onError: (error: unknown) => void = (e) => console.error(e),
): Subscription {
  return liveQuery(query).subscribe({ next: onValue, error: onError });
}
