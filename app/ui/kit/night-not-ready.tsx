// What a night's screen shows before the night is read, or when there is no
// such night (a stale link, a night deleted in another tab).
import { useT } from '../i18n/use-t';
import type { Route } from '../router';
import { Layout } from './layout';

interface NightNotReadyProps {
  readonly missing: boolean;
  /** While loading: the screen's own title and way back. */
  readonly title: string;
  readonly back: Route;
}

export function NightNotReady({ missing, title, back }: NightNotReadyProps) {
  const { t } = useT();
  return missing ? (
    <Layout title={t('night.missing')} back={{ name: 'home' }}>
      <p class="empty">{t('night.missingText')}</p>
    </Layout>
  ) : (
    <Layout title={title} back={back}>
      <p class="muted">{t('loading')}</p>
    </Layout>
  );
}
