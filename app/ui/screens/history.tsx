import { useT } from '../i18n/use-t';
import { Layout } from '../kit/layout';

export function HistoryScreen(_props: { nightId?: string }) {
  const { t } = useT();
  return (
    <Layout title={t('appName')} back={{ name: 'home' }}>
      {null}
    </Layout>
  );
}
