// Toasts: "saved — undo" for about 8 s, and error messages that stay until
// dismissed. Undo beats confirm: saving is immediate, the toast offers the way back.
//
// Where they sit, so that the next deal is entered while they show:
// * a toast (the undo, a short note) over the top bar's title, one at a time
//   and never taller than the bar (./title-slot.ts): for those few seconds it
//   hides only the title, never the bar's way back and actions (#28), the
//   deal's head, its form or its save action; its buttons keep 44 px.
// * an error stays until it is dismissed or a save works, so it must not take
//   the top bar away: it stands just above the screen's primary actions (the
//   vint dock, Won/Lost with their preview, a bottom bar), where the eyes are
//   after the tap that failed (./dock-room.ts).
// An answer to a tap goes with the screen it answered (./notice-queue.ts).
import { createContext, type ComponentChildren } from 'preact';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/use-t';
import { useDockRoom } from './dock-room';
import { Icon } from './icons';
import { useTitleSlot } from './title-slot';
import { onScreen, shownToast, withError, withToast, type Notice } from './notice-queue';

export type { Notice } from './notice-queue';

export interface NoticeApi {
  /** The answer to a tap: it replaces the toast on screen. */
  notify(text: string, action?: Notice['action'], ms?: number): void;
  /** A note nobody asked for: it shows once no answer to a tap is on screen, in the language shown then. */
  noteWhenFree(words: () => string, ms?: number): void;
  fail(text: string): void;
}

const NoticeContext = createContext<NoticeApi>({
  notify: () => {},
  noteWhenFree: () => {},
  fail: () => {},
});

export const UNDO_MS = 8000;

export function NoticeProvider({ children }: { children: ComponentChildren }) {
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
        const screen = location.hash;
        setNotices((all) => withToast(all, { id, text, tone: 'info', action, ms, screen }));
      },
      noteWhenFree(words, ms = UNDO_MS) {
        const id = next.current++;
        const note = { id, text: words(), words, tone: 'info', ms, waits: true } as const;
        setNotices((all) => withToast(all, note));
      },
      fail(text) {
        const id = next.current++;
        setNotices((all) => withError(all, { id, text, tone: 'error' }));
      },
    }),
    [],
  );
  // Another screen: the answers to taps on the one before go with it.
  useEffect(() => {
    const moved = () => setNotices((all) => onScreen(all, location.hash));
    window.addEventListener('hashchange', moved);
    return () => window.removeEventListener('hashchange', moved);
  }, []);
  const toast = shownToast(notices);
  // The toast's time runs from when it is on screen, so a note that waited is still read.
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.ms ?? UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [toast?.id]);
  const errors = notices.filter((n) => n.tone === 'error');
  const lasting = useDockRoom(errors.length > 0);
  const slot = useTitleSlot(toast !== undefined);
  return (
    <NoticeContext.Provider value={api}>
      {children}
      <div class="notices notices-top" aria-live="polite" ref={slot}>
        {toast && <NoticeView key={toast.id} notice={toast} dismiss={dismiss} />}
      </div>
      <div class="notices notices-lasting" ref={lasting}>
        {errors.map((n) => (
          <NoticeView key={n.id} notice={n} dismiss={dismiss} />
        ))}
      </div>
    </NoticeContext.Provider>
  );
}

function NoticeView({ notice: n, dismiss }: { notice: Notice; dismiss: (id: number) => void }) {
  // useT re-draws the note when the language changes: `words` then say it anew.
  const { t } = useT();
  const toast = n.tone === 'info';
  const text = n.words ? n.words() : n.text;
  return (
    <div class={`notice notice-${n.tone}`} role={n.tone === 'error' ? 'alert' : 'status'}>
      {n.action && toast ? (
        // No room for × in the title's slot: a tap on the words closes the toast.
        <button
          type="button"
          class="notice-text notice-close notice-text-close"
          title={t('close')}
          onClick={() => dismiss(n.id)}
        >
          {text}
        </button>
      ) : (
        <span class="notice-text">{text}</span>
      )}
      {n.action && (
        <button
          type="button"
          class={`notice-action${toast ? ' notice-action-icon' : ''}`}
          // In the title's narrow slot the undo is a drawn arrow; its name is the word.
          aria-label={toast ? n.action.label : undefined}
          title={toast ? n.action.label : undefined}
          onClick={() => {
            dismiss(n.id);
            n.action!.run();
          }}
        >
          {toast ? <Icon name="undo" /> : n.action.label}
        </button>
      )}
      {!(n.action && toast) && (
        <button
          type="button"
          class="notice-close"
          aria-label={t('close')}
          onClick={() => dismiss(n.id)}
        >
          ×
        </button>
      )}
    </div>
  );
}

export function useNotices(): NoticeApi {
  return useContext(NoticeContext);
}
