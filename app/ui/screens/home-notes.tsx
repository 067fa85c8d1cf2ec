// Two quiet notes over the home list (#28 item 13), each dismissed for good:
// the browser's install offer as an "Install" button of our own, and, where
// the browser keeps our data only as best effort (Safari; persist() false),
// a one-time warning that it may delete the nights, with the way out: a
// backup to a file. Both remembered in the settings table. Both wait until
// the home lists a night: with none the warning has nothing to lose and the
// offer comes before the player has used the app; and on a first visit (an
// empty home) the largest thing painted stays the first frame's, not a card
// drawn after the database is read (issue 31's LCP).
import { useEffect, useState } from 'preact/hooks';
import { canInstall, install, onInstallChange } from '../../pwa/install';
import { getSetting, requestPersistence, setSetting } from '../../storage';
import { useT } from '../i18n/use-t';
import { hrefOf } from '../router';
import { useServices } from '../services';

export const INSTALL_DISMISSED = 'installOfferDismissed';
export const STORAGE_WARNED = 'bestEffortStorageWarned';

/** A setting that says a note was dismissed: undefined while read, then whether to show. */
function useDismissed(key: string): [boolean | undefined, () => void] {
  const { db } = useServices();
  const [dismissed, setDismissed] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    getSetting<boolean>(db, key, false)
      .then((value) => alive && setDismissed(value === true))
      .catch(() => alive && setDismissed(true));
    return () => {
      alive = false;
    };
  }, [db, key]);
  const dismiss = () => {
    setDismissed(true);
    void setSetting(db, key, true).catch(() => {});
  };
  return [dismissed, dismiss];
}

export function HomeNotes({ hasNights }: { hasNights: boolean }) {
  if (!hasNights) return null;
  return (
    <>
      <StorageWarning />
      <InstallOffer />
    </>
  );
}

function InstallOffer() {
  const { t } = useT();
  const [offered, setOffered] = useState(canInstall());
  const [dismissed, dismiss] = useDismissed(INSTALL_DISMISSED);
  useEffect(() => onInstallChange(() => setOffered(canInstall())), []);
  if (!offered || dismissed !== false) return null;
  return (
    <section class="card home-note" data-home-note="install" aria-labelledby="install-text">
      <p id="install-text">{t('home.install.text')}</p>
      <div class="row">
        <button type="button" class="btn btn-primary" onClick={() => void install()}>
          {t('home.install.action')}
        </button>
        <button type="button" class="btn" onClick={dismiss}>
          {t('home.install.dismiss')}
        </button>
      </div>
    </section>
  );
}

function StorageWarning() {
  const { t } = useT();
  const [bestEffort, setBestEffort] = useState(false);
  const [warned, dismiss] = useDismissed(STORAGE_WARNED);
  useEffect(() => {
    if (warned !== false) return;
    let alive = true;
    void requestPersistence().then((state) => alive && setBestEffort(state === 'best-effort'));
    return () => {
      alive = false;
    };
  }, [warned]);
  if (!bestEffort || warned !== false) return null;
  return (
    <section
      class="card home-note home-note-warn"
      data-home-note="storage"
      aria-labelledby="storage-text"
    >
      <p id="storage-text">{t('home.storage.text')}</p>
      <div class="row">
        <a class="btn btn-primary" href={hrefOf({ name: 'settings' })} onClick={dismiss}>
          {t('home.storage.action')}
        </a>
        <button type="button" class="btn" onClick={dismiss}>
          {t('home.storage.dismiss')}
        </button>
      </div>
    </section>
  );
}
