// The backup card of the settings screen: export everything as one JSON file,
// and restore from a file. The whole file is checked before anything is
// written; what is wrong is listed field by field in the user's language, and
// a restore that passes says what it added and what was already here.
import { useEffect, useRef, useState } from 'preact/hooks';
import { BACKUP_LIMITS, type ValidationIssue } from '../../engine';
import {
  BackupImportError,
  importBackupText,
  type BackupCounts,
  type ImportResult,
} from '../../storage';
import { rememberHomeListed } from '../boot-cache';
import { localeOf } from '../format';
import { loadNamespaces } from '../i18n/setup';
import { useT, type TFunction } from '../i18n/use-t';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { useServices } from '../services';
import { NOTE_MS } from '../settle/share';
import { exportToFile } from './exports';
import './backup.css';

type Status =
  | { readonly name: 'idle' }
  | { readonly name: 'checking' }
  | { readonly name: 'failed'; readonly issues: readonly ValidationIssue[] }
  | { readonly name: 'error'; readonly message: string }
  | { readonly name: 'done'; readonly result: ImportResult };

/** One issue as a sentence; an issue the game rules raised names their reason too. */
export function backupIssueText(t: TFunction, issue: ValidationIssue): string {
  const params: Record<string, unknown> = { ...issue.params };
  // The reason's own words may need the issue's numbers ("not {{sum}}").
  if (typeof params.cause === 'string') params.cause = t(params.cause, params);
  return t(issue.code, params);
}

/** The namespaces of the reasons the issues name (a game's words arrive with the game). */
function loadCauseWords(issues: readonly ValidationIssue[]): Promise<void> {
  const namespaces = new Set<string>();
  for (const issue of issues) {
    const cause = issue.params?.cause;
    if (typeof cause === 'string' && cause.includes(':')) namespaces.add(cause.split(':')[0]!);
  }
  // Without its words a reason still shows as its key: never worse than no list.
  return loadNamespaces([...namespaces]).catch(() => undefined);
}

const COUNT_KEYS = ['nights', 'entries', 'players', 'payments'] as const;

function countsText(t: TFunction, language: string, counts: BackupCounts): string {
  const parts = COUNT_KEYS.filter((k) => counts[k] > 0).map((k) =>
    t(`backup:counts.${k}`, { count: counts[k] }),
  );
  return new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(parts);
}

export function BackupPanelView() {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  const [status, setStatus] = useState<Status>({ name: 'idle' });
  const statusRef = useRef<HTMLDivElement>(null);
  // The outcome appears below the fold on a phone: bring it into view.
  useEffect(() => {
    if (status.name !== 'idle') statusRef.current?.scrollIntoView({ block: 'nearest' });
  }, [status]);

  const exportAll = async () => {
    try {
      const file = await exportToFile(services.db, services.now());
      notices.notify(t('backup:saved', { file }), undefined, NOTE_MS);
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };

  const restore = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Cleared at once, so that choosing the same file again fires another change.
    input.value = '';
    if (!file) return;
    setStatus({ name: 'checking' });
    // UTF-8 needs at most 3 bytes per UTF-16 unit: a larger file is over the limit for sure.
    if (file.size > BACKUP_LIMITS.maxTextLength * 3) {
      const limit = BACKUP_LIMITS.maxTextLength / 1024 / 1024;
      setStatus({
        name: 'failed',
        issues: [{ code: 'backup:errors.tooLarge', params: { limit } }],
      });
      return;
    }
    try {
      const result = await importBackupText(services.db, await file.text());
      rememberHomeListed(undefined); // the restored nights: the next first frame does not guess
      setStatus({ name: 'done', result });
    } catch (err) {
      if (err instanceof BackupImportError) {
        await loadCauseWords(err.issues);
        setStatus({ name: 'failed', issues: err.issues });
      } else setStatus({ name: 'error', message: errorText(t, err) });
    }
  };

  return (
    <section class="card" aria-labelledby="backup-title">
      <h2 id="backup-title" class="section-title">
        {t('backup:title')}
      </h2>
      <p class="hint">{t('backup:hint')}</p>
      <button type="button" class="btn btn-wide" onClick={() => void exportAll()}>
        {t('backup:exportAll')}
      </button>
      <label class="btn btn-wide backup-file">
        {t('backup:restore')}
        <input
          type="file"
          class="backup-input"
          accept="application/json,.json"
          onChange={(e) => void restore(e.currentTarget)}
        />
      </label>
      <p class="hint">{t('backup:restoreHint')}</p>
      <div class="backup-status" aria-live="polite" ref={statusRef}>
        <RestoreStatus status={status} />
      </div>
    </section>
  );
}

/** What the last restore came to: checking, what it added, or why nothing changed. */
function RestoreStatus({ status }: { status: Status }) {
  const { t, language } = useT();
  const added = status.name === 'done' ? countsText(t, language, status.result.added) : '';
  const skipped = status.name === 'done' ? countsText(t, language, status.result.skipped) : '';
  return (
    <>
      {status.name === 'checking' && <p class="muted">{t('backup:checking')}</p>}
      {status.name === 'done' && (
        <div class="backup-done" role="status">
          <p>{added ? t('backup:restored', { what: added }) : t('backup:nothingNew')}</p>
          {added && skipped && <p class="muted">{t('backup:alreadyHere', { what: skipped })}</p>}
        </div>
      )}
      {status.name === 'error' && (
        <p class="form-errors" role="alert">
          {status.message}
        </p>
      )}
      {status.name === 'failed' && (
        <div class="form-errors backup-failed" role="alert">
          <p>
            <strong>{t('backup:failed')}</strong>
          </p>
          <p>{t('backup:nothingChanged')}</p>
          <ul class="backup-issues">
            {status.issues.map((issue, i) => (
              <li key={i} data-code={issue.code}>
                {backupIssueText(t, issue)}
                {issue.params?.entryId !== undefined && (
                  <span class="muted">
                    {' '}
                    ({t('backup:issueEntry', { entryId: issue.params.entryId })})
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
