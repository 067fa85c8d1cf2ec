// Joining a shared night from its link: the phone's name, one tap, then the
// night opens. Every problem (a broken or revoked link, a server that is down
// or of another version, a local night that differs) is said plainly and
// changes nothing on this phone.
import { useState } from 'preact/hooks';
import { getSetting, setSetting } from '../../storage';
import { joinNight, type JoinProblem } from '../../sync/join';
import { parseJoin } from '../../sync/link';
import { useT } from '../i18n/use-t';
import { Field, Layout } from '../kit/layout';
import { navigate } from '../router';
import { useServices } from '../services';
import { useLive } from '../use-live';

const PHONE_KEY = 'phoneName';

export function JoinScreen(props: { shareId: string; role: string; secret: string }) {
  const { t } = useT();
  const services = useServices();
  const parts = parseJoin(props.shareId, props.role, props.secret);
  const saved = useLive(() => getSetting(services.db, PHONE_KEY, ''), []);
  const [name, setName] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<JoinProblem | 'malformed' | 'storage' | undefined>(
    typeof parts === 'string' ? 'malformed' : undefined,
  );
  const phone = (name ?? saved ?? '').trim().slice(0, 40);

  const join = async () => {
    if (typeof parts === 'string') return;
    setBusy(true);
    setProblem(undefined);
    try {
      await setSetting(services.db, PHONE_KEY, phone);
      const outcome = await joinNight(
        services.db,
        window.location.origin,
        parts,
        phone,
        services.now(),
      );
      if (outcome.ok) navigate({ name: 'night', nightId: outcome.nightId });
      else setProblem(outcome.problem);
    } catch (error) {
      console.error('join failed', error);
      setProblem('storage');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Layout title={t('sync:join.title')} back={{ name: 'home' }}>
      {typeof parts !== 'string' && (
        <>
          <p>{t(parts.role === 'scorer' ? 'sync:join.asScorer' : 'sync:join.asViewer')}</p>
          <Field label={t('sync:join.name')} id="join-name">
            <input
              id="join-name"
              class="input"
              maxLength={40}
              value={phone}
              onInput={(e) => setName(e.currentTarget.value)}
            />
          </Field>
          <button
            type="button"
            class="btn btn-primary btn-wide"
            disabled={busy || phone === ''}
            onClick={() => void join()}
          >
            {busy ? t('sync:join.joining') : t('sync:join.join')}
          </button>
        </>
      )}
      {problem && (
        <p class="form-errors" role="alert" data-problem={problem}>
          {t(`sync:join.problems.${problem}`)}
        </p>
      )}
    </Layout>
  );
}
