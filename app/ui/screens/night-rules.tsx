// The night's own rules page (tariff, settings, renonc tiers: settled by
// looking, not arguing) and the one place a whole night can be deleted.
import { useState } from 'preact/hooks';
import { deleteNight } from '../../storage';
import { formatDateTime } from '../format';
import { useT } from '../i18n/use-t';
import { Dialog } from '../kit/dialog';
import { Layout } from '../kit/layout';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { useNightLedger } from '../night/use-night-ledger';
import { navigate } from '../router';
import { useServices } from '../services';
import { NightNameCard } from './night-name';

export function NightRulesScreen({ nightId }: { nightId: string }) {
  const { t, language } = useT();
  const { db } = useServices();
  const notices = useNotices();
  const data = useNightLedger(nightId);
  const [confirming, setConfirming] = useState(false);
  if (data.status !== 'ready' || !data.night || !data.game || !data.ledger) {
    return (
      <Layout title={t('night.rules')} back={{ name: 'night', nightId }}>
        <p class="muted">{data.status === 'missing' ? t('night.missingText') : t('loading')}</p>
      </Layout>
    );
  }
  const { RulesPage } = data.game;
  return (
    <Layout title={t('night.rules')} back={{ name: 'night', nightId }}>
      <p class="muted">
        {t(`games.${data.night.row.game}`)} · {formatDateTime(data.night.row.createdAt, language)} ·{' '}
        {data.night.row.playerIds.map(data.night.nameOf).join(', ')}
      </p>
      <NightNameCard nightId={nightId} title={data.night.row.title} />
      <RulesPage night={data.night} state={data.ledger.state} />
      <section class="card danger-zone">
        <h2 class="section-title">{t('night.deleteTitle')}</h2>
        <p class="muted">{t('night.deleteText')}</p>
        <button type="button" class="btn btn-danger" onClick={() => setConfirming(true)}>
          {t('night.delete')}
        </button>
      </section>
      {confirming && (
        <Dialog title={t('night.deleteTitle')} onClose={() => setConfirming(false)}>
          <p>{t('night.deleteConfirm', { count: data.entries.length })}</p>
          <div class="row">
            <button
              type="button"
              class="btn btn-danger"
              onClick={async () => {
                try {
                  await deleteNight(db, nightId);
                  navigate({ name: 'home' });
                } catch (err) {
                  notices.fail(errorText(t, err));
                }
              }}
            >
              {t('night.deleteForGood')}
            </button>
            <button type="button" class="btn" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
          </div>
        </Dialog>
      )}
    </Layout>
  );
}
