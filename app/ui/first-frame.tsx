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

/**
 * Which first frame a location's hash gets: the bare one, or the home
 * screen's, with the empty list's words when `homeEmpty` (the boot cache's
 * homeKnownEmpty) says the home will show them.
 */
export function frameKindOf(hash: string, homeEmpty = false): FrameKind {
  if (parseRoute(hash).name !== 'home') return 'screen';
  return homeEmpty ? 'home-empty' : 'home';
}

/** The home's markup is HomeScreen's own (app/ui/screens/home.tsx), so nothing moves. */
export function FirstFrame({ kind }: { kind: FrameKind }) {
  const { t } = useT();
  if (kind === 'screen') return <ScreenFrame />;
  return (
    <HomeFrame>
      {kind === 'home-empty' && <p class="empty">{t('home.empty')}</p>}
      <ul class="list" aria-label={t('home.nights')} />
    </HomeFrame>
  );
}
