// What the app paints before its database code has loaded: the home screen's
// frame on the home route, and on any other route the bare frame every screen
// shows while its code arrives. No spinner: it is local work, a moment long.
// The build renders both frames in every language into the boot script
// (app/ui/first-frame-html.tsx), so the same markup is on screen before any
// module has loaded; main.tsx then draws this component in its place.
import type { FrameKind } from './i18n/first-screen';
import { useT } from './i18n/use-t';
import { Layout } from './kit/layout';
import { parseRoute } from './router';
import { ClubsLink, HeldHomeList } from './screens/home-list';
import { HomeFrame } from './screens/home-frame';

/** The frame of a screen whose code or data is on its way (title, way back). */
export function ScreenFrame() {
  const { t } = useT();
  return (
    <Layout title={t('appName')} back={{ name: 'home' }}>
      {null}
    </Layout>
  );
}

export type { FrameKind };

/** What the boot script drew in the home's list: the empty list's words, or the list it kept. */
export type HomeShown = 'empty' | 'listed' | undefined;

/**
 * Which first frame a location's hash gets: the bare one, or the home
 * screen's as the boot script drew it (`shown`).
 */
export function frameKindOf(hash: string, shown: HomeShown = undefined): FrameKind {
  if (parseRoute(hash).name !== 'home') return 'screen';
  return shown === 'empty' ? 'home-empty' : shown === 'listed' ? 'home-listed' : 'home';
}

const NO_ITEMS: readonly Node[] = [];

/**
 * The home's markup is HomeScreen's own (app/ui/screens/home.tsx), so nothing
 * moves; `items`: the list's items the boot script drew ('home-listed').
 */
export function FirstFrame({
  kind,
  items = NO_ITEMS,
}: {
  kind: FrameKind;
  items?: readonly Node[];
}) {
  const { t } = useT();
  if (kind === 'screen') return <ScreenFrame />;
  return (
    <HomeFrame>
      {kind === 'home-empty' && <p class="empty">{t('home.empty')}</p>}
      {kind === 'home-listed' ? (
        <>
          <HeldHomeList items={items} />
          <ClubsLink />
        </>
      ) : (
        <ul class="list" aria-label={t('home.nights')} />
      )}
    </HomeFrame>
  );
}
