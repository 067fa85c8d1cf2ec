// Screens other than home load on first use (and come from the service
// worker's cache offline), so the first screen stays small; a screen's
// translation namespaces load together with its code. A chunk that fails to
// load (a half-finished update, a flaky disk) is tried again before the user
// is asked to reload. A chunk that is gone for good means this page is an
// older version than the service worker now serving it (another tab applied
// an update): the page reloads itself once onto it (./stale-chunk).
// `preload` fetches a screen ahead (when the browser is idle) so that opening
// it later is instant.
import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadNamespaces, type Namespace } from './i18n/setup';
import { useT } from './i18n/use-t';
import { reloadOntoCurrentVersion } from './stale-chunk';

const ATTEMPTS = 3;

async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

function LoadFailed() {
  const { t } = useT();
  return (
    <div class="screen">
      <main class="content">
        <p class="form-errors" role="alert">
          {t('errors:screenLoad')}
        </p>
        <button type="button" class="btn btn-primary" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </main>
    </div>
  );
}

export type LazyScreen<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { namespaces?: readonly Namespace[]; fallback?: () => JSX.Element | null } = {},
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (pending ??= withRetries(() =>
      Promise.all([load(), loadNamespaces(options.namespaces ?? [])]),
    ).then(([c]) => (loaded = c)));
  function LazyScreen(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      // The preload may have finished between the first render and this
      // effect: the state still says "not yet", so take the loaded screen now.
      if (loaded) {
        const ready = loaded;
        setComponent(() => ready);
        return;
      }
      let alive = true;
      start().then(
        (c) => alive && setComponent(() => c),
        () => {
          pending = undefined;
          if (alive && !reloadOntoCurrentVersion()) setFailed(true);
        },
      );
      return () => {
        alive = false;
      };
    }, []);
    if (failed) return <LoadFailed />;
    return Component ? <Component {...props} /> : (options.fallback?.() ?? null);
  }
  LazyScreen.preload = () =>
    start().then(
      () => undefined,
      () => {
        pending = undefined; // tried again when the screen is opened
      },
    );
  return LazyScreen;
}
