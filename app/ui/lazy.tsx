// Screens other than home and the night load on first use (and come from the
// service worker's cache offline), so the first screen stays small.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  return function LazyScreen(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (loaded) return;
      let alive = true;
      pending ??= load().then((c) => (loaded = c));
      void pending.then((c) => alive && setComponent(() => c));
      return () => {
        alive = false;
      };
    }, []);
    return Component ? <Component {...props} /> : null;
  };
}
