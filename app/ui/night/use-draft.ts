// A form value that is kept in storage as it is typed, so a reload, an app
// update or a crash never loses a half-entered entry. The save that consumes
// the draft clears it in the same transaction (SaveOptions.draft).
import { useEffect, useRef, useState } from 'preact/hooks';
import { clearDraft, loadDraft, saveDraft } from '../../storage';
import { useServices } from '../services';

export function useDraft<T extends object>(
  nightId: string,
  form: string,
  initial: T,
): { value: T; set: (patch: Partial<T>) => void; reset: () => void; restored: boolean } {
  const { db } = useServices();
  const [value, setValue] = useState<T>(initial);
  const [restored, setRestored] = useState(false);
  const touched = useRef(false);

  useEffect(() => {
    let alive = true;
    void loadDraft<T>(db, nightId, form)
      .then((draft) => {
        // Typing that started before the draft arrived wins over the stored one.
        if (alive && draft && !touched.current) {
          setValue({ ...initial, ...draft });
          setRestored(true);
        }
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
    // Loaded once per form and night.
  }, [db, nightId, form]);

  const set = (patch: Partial<T>) => {
    touched.current = true;
    setValue((current) => {
      const next = { ...current, ...patch };
      saveDraft(db, nightId, form, next).catch(() => undefined);
      return next;
    });
  };
  const reset = () => {
    touched.current = false;
    setValue(initial);
    setRestored(false);
    clearDraft(db, nightId, form).catch(() => undefined);
  };
  return { value, set, reset, restored };
}
