// Live data in components: re-renders when the stored data changes, also when
// another tab changed it.
import { useEffect, useState } from 'preact/hooks';
import { observe } from '../storage';

export function useLive<T>(query: () => Promise<T>, deps: readonly unknown[]): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    const subscription = observe(query, setValue);
    return () => subscription.unsubscribe();
  }, deps);
  return value;
}
