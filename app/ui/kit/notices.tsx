// Toasts: "saved — undo" for about 8 s, and error messages that stay until
// dismissed. Undo beats confirm: saving is immediate, the toast offers the way back.
import { createContext, type ComponentChildren } from 'preact';
import { useCallback, useContext, useMemo, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/use-t';

export interface Notice {
  readonly id: number;
  readonly text: string;
  readonly tone: 'info' | 'error';
  readonly action?: { label: string; run: () => void };
}

export interface NoticeApi {
  notify(text: string, action?: Notice['action'], ms?: number): void;
  fail(text: string): void;
}

const NoticeContext = createContext<NoticeApi>({ notify: () => {}, fail: () => {} });

export const UNDO_MS = 8000;

export function NoticeProvider({ children }: { children: ComponentChildren }) {
  const { t } = useT();
  const [notices, setNotices] = useState<Notice[]>([]);
  const next = useRef(1);
  const dismiss = useCallback(
    (id: number) => setNotices((all) => all.filter((n) => n.id !== id)),
    [],
  );
  const api = useMemo<NoticeApi>(
    () => ({
      notify(text, action, ms = UNDO_MS) {
        const id = next.current++;
        // A new undo toast replaces the previous one; a plain note (such as
        // "ready offline") is added beside it and never pushes an undo away.
        // A save that worked (it offers undo) also resolves the errors before it,
        // such as "storage full": they go, instead of piling up.
        setNotices((all) => [
          ...all.filter((n) => (n.tone === 'error' ? !action : !action || !n.action)),
          { id, text, tone: 'info', action },
        ]);
        window.setTimeout(() => dismiss(id), ms);
      },
      fail(text) {
        const id = next.current++;
        // One message per problem: the same error again (every keystroke of a
        // draft that cannot be stored) does not add another.
        setNotices((all) =>
          all.some((n) => n.tone === 'error' && n.text === text)
            ? all
            : [...all, { id, text, tone: 'error' }],
        );
      },
    }),
    [dismiss],
  );
  return (
    <NoticeContext.Provider value={api}>
      {children}
      <div class="notices" aria-live="polite">
        {notices.map((n) => (
          <div
            key={n.id}
            class={`notice notice-${n.tone}`}
            role={n.tone === 'error' ? 'alert' : 'status'}
          >
            <span class="notice-text">{n.text}</span>
            {n.action && (
              <button
                type="button"
                class="notice-action"
                onClick={() => {
                  dismiss(n.id);
                  n.action!.run();
                }}
              >
                {n.action.label}
              </button>
            )}
            <button
              type="button"
              class="notice-close"
              aria-label={t('close')}
              onClick={() => dismiss(n.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </NoticeContext.Provider>
  );
}

export function useNotices(): NoticeApi {
  return useContext(NoticeContext);
}
