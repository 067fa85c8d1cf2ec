// The night screen's door to sync. A night that was never shared has no share
// row, and then nothing of app/sync (yjs, the provider) is ever loaded and no
// connection is opened; a shared night loads the status line on demand, and
// the conflicts panel loads only when there is a conflict to show.
import type { ComponentProps, ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { getShare, type ShareRow } from '../../storage';
import { loadNamespaces } from '../i18n/setup';
import { useServices } from '../services';
import { useLive, type LiveSeed } from '../use-live';
import type { ConflictsPanel } from './conflicts';
import type { StatusLine } from './status-line';

/**
 * The night's share row (null: never shared). A shared night's words (the
 * 'sync' namespace) are loaded before the row is handed out, so nothing
 * renders a bare key; a start's reads (`seed`, ../night/early-night.ts) load
 * them before they hand it out too.
 */
export function useShare(
  nightId: string,
  seed?: LiveSeed<ShareRow | null>,
): ShareRow | null | undefined {
  const { db } = useServices();
  return useLive(
    async () => {
      const share = (await getShare(db, nightId)) ?? null;
      if (share) await loadNamespaces(['sync']);
      return share;
    },
    [nightId],
    seed,
  );
}

/** A component loaded the first time `wanted` is true, then kept. */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  return function OnDemand(props: P & { wanted: boolean }) {
    const [C, setC] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (!props.wanted || loaded) return;
      let alive = true;
      void load().then((c) => {
        loaded = c;
        if (alive) setC(() => c);
      });
      return () => {
        alive = false;
      };
    }, [props.wanted]);
    return C && props.wanted ? <C {...props} /> : null;
  };
}

const LazyStatus = onDemand<ComponentProps<typeof StatusLine>>(() =>
  import('./status-line').then((m) => m.StatusLine),
);

export const LazyConflicts = onDemand<ComponentProps<typeof ConflictsPanel>>(() =>
  Promise.all([import('./conflicts'), loadNamespaces(['sync'])]).then(([m]) => m.ConflictsPanel),
);

export function NightSync({ share }: { share: ShareRow | null | undefined }) {
  if (!share) return null;
  return <LazyStatus wanted share={share} />;
}
