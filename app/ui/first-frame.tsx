// What the app paints before its database code has loaded: the home screen's
// frame on the home route, and on any other route the bare frame every screen
// shows while its code arrives. No spinner: it is local work, a moment long.
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

export function FirstFrame() {
  const { t } = useT();
  if (parseRoute(window.location.hash).name !== 'home') return <ScreenFrame />;
  return (
    <HomeFrame>
      <ul class="list" aria-label={t('home.nights')} />
    </HomeFrame>
  );
}
