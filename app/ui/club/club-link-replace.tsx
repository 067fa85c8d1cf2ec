// "Replace this link" on the admin phone's invite card (./club-links.tsx):
// a confirmation that says what happens to the phones with the old link, then
// the server's answer in words. Only the phone holding the club's owner key
// shows it, and only for the member and board links (app/sync/club-rotation.ts
// says why not the admin's).
import { useState } from 'preact/hooks';
import type { ClubRow } from '../../storage';
import { useT } from '../i18n/use-t';
import { Dialog } from '../kit/dialog';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import type { ReplaceableRole, RotateLink } from './use-club-sync';

/** The role's link, when this phone may replace it. */
export const replaceableRole = (club: ClubRow, role: string): ReplaceableRole | undefined =>
  club.role === 'admin' && club.ownerKey && (role === 'member' || role === 'board')
    ? role
    : undefined;

export function ReplaceLink({ role, rotate }: { role: ReplaceableRole; rotate: RotateLink }) {
  const { t } = useT();
  const notices = useNotices();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = t('club:links.replace');
  const replace = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const outcome = await rotate(role);
      if (outcome === 'rotated') notices.notify(t(`club:links.replaced.${role}`), undefined, 5000);
      else notices.fail(t(`club:links.replace${outcome === 'offline' ? 'Offline' : 'Refused'}`));
    } catch (error) {
      notices.fail(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        class="btn btn-wide"
        disabled={busy}
        data-action="replace-link"
        onClick={() => setConfirming(true)}
      >
        {busy ? t('club:links.replacing') : title}
      </button>
      {confirming && (
        <Dialog title={title} onClose={() => setConfirming(false)}>
          <p>{t(`club:links.replaceConfirm.${role}`)}</p>
          <button type="button" class="btn btn-primary btn-wide" onClick={() => void replace()}>
            {title}
          </button>
          <button type="button" class="btn btn-wide" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </button>
        </Dialog>
      )}
    </>
  );
}
