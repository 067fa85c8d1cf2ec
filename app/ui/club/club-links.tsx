// The club's links to hand out (admin, member, board), each as a QR code and
// a text to copy, the way a shared night's links are (../sync/share-screen).
// A club this phone knows no secret of (kept on this phone only) says so
// instead. The admin phone that made the club may replace the member and
// board links (./club-link-replace.tsx).
import { useState } from 'preact/hooks';
import type { ClubRow } from '../../storage';
import { useT } from '../i18n/use-t';
import { Choice } from '../kit/layout';
import { useNotices } from '../kit/notices';
import { QrCode } from '../sync/qr-code';
import { clubLinkOf } from '../../sync/club-link';
import { replaceableRole, ReplaceLink } from './club-link-replace';
import type { RotateLink } from './use-club-sync';

type Role = 'admin' | 'member' | 'board';
const ROLES: readonly Role[] = ['member', 'board', 'admin'];

/** The link of a role, or undefined when this phone cannot hand it out. */
export type LinkOf = (club: ClubRow, role: Role) => string | undefined;

/** The link this phone knows for a role, at the club's server. */
const linkOfClub: LinkOf = (club, role) => {
  const secret = club.links[role];
  return secret ? clubLinkOf(club.server, { clubId: club.id, role, secret }) : undefined;
};

export function ClubLinks({
  club,
  linkOf = linkOfClub,
  rotate,
}: {
  club: ClubRow;
  linkOf?: LinkOf;
  /** Given where the club's sync is open: replacing a link needs it. */
  rotate?: RotateLink;
}) {
  const { t } = useT();
  const notices = useNotices();
  const roles = ROLES.filter((r) => linkOf(club, r) !== undefined);
  const [role, setRole] = useState<Role>(roles[0] ?? 'member');
  const link = linkOf(club, role);
  const replaceable = rotate && replaceableRole(club, role);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notices.notify(t('sync:share.copied'), undefined, 3000);
    } catch {
      notices.fail(t('sync:share.copyFailed'));
    }
  };
  return (
    <section class="card" aria-labelledby="club-links-title" data-card="links">
      <h2 id="club-links-title" class="section-title">
        {t('club:links.title')}
      </h2>
      {!link && <p class="hint">{t('club:links.offline')}</p>}
      {link && (
        <>
          <Choice
            label={t('sync:share.role')}
            name="club-link-role"
            options={roles.map((r) => ({ value: r, label: t(`club:links.roles.${r}`) }))}
            value={role}
            onChange={setRole}
          />
          <p class="hint">{t(`club:links.hint.${role}`)}</p>
          <div class="share-link">
            <QrCode text={link} label={t('sync:share.qr')} />
            <input
              class="input"
              readOnly
              value={link}
              aria-label={t('sync:share.link')}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" class="btn btn-primary btn-wide" onClick={() => void copy(link)}>
              {t('sync:share.copy')}
            </button>
            {replaceable && <ReplaceLink key={replaceable} role={replaceable} rotate={rotate} />}
          </div>
        </>
      )}
    </section>
  );
}
