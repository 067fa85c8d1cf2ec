// Share a night: who this phone is, then the link and its QR code per role
// (scorers enter hands, viewers only watch), copy, revoke, and leaving. The
// secrets are made here (crypto.getRandomValues, in app/sync) and never shown
// as anything but the link.
import { useState } from 'preact/hooks';
import type { ShareRole, ShareRow } from '../../storage';
import { forgetShare, getNight, listPlayers } from '../../storage';
import { linkOf } from '../../sync/link';
import { createShare, dropSession } from '../../sync/sessions';
import { useT } from '../i18n/use-t';
import { Dialog } from '../kit/dialog';
import { Choice, Layout } from '../kit/layout';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { navigate } from '../router';
import { useServices } from '../services';
import { useLive } from '../use-live';
import { useShare } from './night-sync';
import { QrCode } from './qr-code';
import { statusText } from './status-line';
import { useSession } from './use-session';

function StartSharing({ nightId }: { nightId: string }) {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  const names = useLive(async () => {
    const night = await getNight(services.db, nightId);
    const players = await listPlayers(services.db);
    return (night?.playerIds ?? []).map((id) => players.find((p) => p.id === id)?.name ?? '?');
  }, [nightId]);
  const [phone, setPhone] = useState<string | undefined>();
  const start = async () => {
    try {
      await createShare(services.db, nightId, window.location.origin, phone ?? '', services.now());
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };
  return (
    <>
      <p>{t('sync:share.intro')}</p>
      <Choice
        label={t('sync:share.whosePhone')}
        name="phone"
        options={(names ?? []).map((n) => ({ value: n, label: n }))}
        value={phone}
        onChange={setPhone}
      />
      <button
        type="button"
        class="btn btn-primary btn-wide"
        disabled={!phone}
        onClick={() => void start()}
      >
        {t('sync:share.start')}
      </button>
    </>
  );
}

/** The link of one role: its QR code, the text to copy, and (for a scorer) revoke. */
function ShareLink({
  link,
  canRevoke,
  onRevoke,
}: {
  link: string;
  canRevoke: boolean;
  onRevoke: () => void;
}) {
  const { t } = useT();
  const notices = useNotices();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notices.notify(t('sync:share.copied'), undefined, 3000);
    } catch {
      notices.fail(t('sync:share.copyFailed'));
    }
  };
  return (
    <div class="share-link">
      <QrCode text={link} label={t('sync:share.qr')} />
      <label class="field-label" for="share-link">
        {t('sync:share.link')}
      </label>
      <input
        id="share-link"
        class="input"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" class="btn btn-primary btn-wide" onClick={() => void copy()}>
        {t('sync:share.copy')}
      </button>
      {canRevoke && (
        <button type="button" class="btn btn-wide" onClick={onRevoke}>
          {t('sync:share.revoke')}
        </button>
      )}
    </div>
  );
}

type Confirming = 'revoke' | 'leave';

/** "Revoke this link?" / "Leave this shared night?", one tap to do it. */
function ConfirmDialog({
  kind,
  onConfirm,
  onClose,
}: {
  kind: Confirming;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const action = t(kind === 'revoke' ? 'sync:share.revoke' : 'sync:share.leave');
  return (
    <Dialog title={action} onClose={onClose}>
      <p>{t(kind === 'revoke' ? 'sync:share.revokeConfirm' : 'sync:share.leaveConfirm')}</p>
      <button type="button" class="btn btn-primary btn-wide" onClick={onConfirm}>
        {action}
      </button>
      <button type="button" class="btn btn-wide" onClick={onClose}>
        {t('cancel')}
      </button>
    </Dialog>
  );
}

function Shared({ share }: { share: ShareRow }) {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  const { session, status } = useSession(share);
  const roles = (['scorer', 'viewer'] as const).filter((r) => share.links[r]);
  const [role, setRole] = useState<ShareRole>(roles[0] ?? 'viewer');
  const [confirm, setConfirm] = useState<Confirming | null>(null);
  const secret = share.links[role];
  const link = secret ? linkOf(share.server, { shareId: share.shareId, role, secret }) : undefined;

  const revoke = async () => {
    setConfirm(null);
    try {
      if (!session) throw new Error('offline');
      await session.revoke(role);
      notices.notify(t('sync:share.revoking'), undefined, 3000);
    } catch {
      notices.fail(t('sync:share.revokeOffline'));
    }
  };
  const leave = async () => {
    setConfirm(null);
    dropSession(share.nightId);
    try {
      await forgetShare(services.db, share.nightId);
      // On the night's screen first: the answer goes with the screen it is shown on.
      navigate({ name: 'night', nightId: share.nightId });
      notices.notify(t('sync:share.left'), undefined, 4000);
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };

  return (
    <>
      <p class="sync-status muted" role="status" data-state={status?.state ?? 'connecting'}>
        {statusText(t, status, share)}
      </p>
      {roles.length > 1 && (
        <Choice
          label={t('sync:share.role')}
          name="role"
          options={roles.map((r) => ({ value: r, label: t(`sync:share.roles.${r}`) }))}
          value={role}
          onChange={setRole}
        />
      )}
      {roles.length === 1 && <p class="hint">{t(`sync:share.only.${roles[0]!}`)}</p>}
      {share.ownerKey === undefined && share.role === 'scorer' && (
        <p class="hint">{t('sync:share.revokeOwnerOnly')}</p>
      )}
      {link && (
        <ShareLink
          link={link}
          canRevoke={share.ownerKey !== undefined && share.state === 'active'}
          onRevoke={() => setConfirm('revoke')}
        />
      )}
      <button type="button" class="btn btn-wide" onClick={() => setConfirm('leave')}>
        {t('sync:share.leave')}
      </button>
      {confirm && (
        <ConfirmDialog
          kind={confirm}
          onConfirm={() => void (confirm === 'revoke' ? revoke() : leave())}
          onClose={() => setConfirm(null)}
        />
      )}
    </>
  );
}

export function ShareScreen({ nightId }: { nightId: string }) {
  const { t } = useT();
  const share = useShare(nightId);
  return (
    <Layout title={t('sync:share.title')} back={{ name: 'night', nightId }}>
      {share === undefined && <p class="muted">{t('loading')}</p>}
      {share === null && <StartSharing nightId={nightId} />}
      {share && <Shared share={share} />}
    </Layout>
  );
}
