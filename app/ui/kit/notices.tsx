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
        // A new undo toast replaces every note before it: the previous undo, a
        // plain note (such as "ready offline", which would otherwise push it
        // below the top bar onto the form), and the errors a save that worked
        // resolves, such as "storage full", instead of piling up. A plain note
        // is added beside what is there and never pushes an undo away.
        setNotices((all) => [...all.filter(() => !action), { id, text, tone: 'info', action }]);
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
