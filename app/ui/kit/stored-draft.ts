// One entry form's draft kept in storage, shared by every game's new-hand
// panel: restored once per night (unless the user already tapped), every
// change stored again, so a half-entered hand survives a reload or a crash.
import { useEffect, useRef, useState } from 'preact/hooks';
import { clearDraft, loadDraft, saveDraft } from '../../storage';
import { useT } from '../i18n/use-t';
import { useServices } from '../services';
import { errorText } from './messages';
import { useNotices } from './notices';

export interface StoredDraftOptions<D> {
  readonly nightId: string;
  /** The form's key in the drafts table. */
  readonly form: string;
  readonly empty: D;
  /** Reads a stored draft back; nothing when it no longer fits the night. */
  readonly restore: (stored: unknown) => D | null | undefined;
}

export interface StoredDraft<D> {
  readonly draft: D;
  readonly change: (next: D) => void;
  /** Back to the empty draft on screen (the stored one is cleared by the save). */
  readonly reset: () => void;
  /** Back to the empty draft, on screen and in storage. */
  readonly clear: () => void;
}

export function useStoredDraft<D>(options: StoredDraftOptions<D>): StoredDraft<D> {
  const { t } = useT();
  const { db, now } = useServices();
  const notices = useNotices();
  const { nightId, form, empty } = options;
  const [draft, setDraft] = useState<D>(empty);
  // A draft read late from storage must not overwrite what the user tapped.
  const touched = useRef(false);
  const fail = (err: unknown) => notices.fail(errorText(t, err));
  useEffect(() => {
    let alive = true;
    touched.current = false;
    loadDraft<unknown>(db, nightId, form)
      .then((stored) => {
        const restored = options.restore(stored);
        if (alive && restored && !touched.current) setDraft(restored);
      })
      .catch(fail);
    return () => {
      alive = false;
    };
  }, [db, nightId, form]);
  const change = (next: D) => {
    touched.current = true;
    setDraft(next);
    saveDraft(db, nightId, form, next, now()).catch(fail);
  };
  const reset = () => {
    touched.current = true;
    setDraft(empty);
  };
  const clear = () => {
    reset();
    clearDraft(db, nightId, form).catch(fail);
  };
  return { draft, change, reset, clear };
}
