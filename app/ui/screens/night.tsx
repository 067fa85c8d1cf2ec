// The night screen: where we are, the running balances, the entry panel of
// the night's game, and the ledger with void and correct.
import { useEffect, useState } from 'preact/hooks';
import type { LedgerEntry } from '../../engine';
import { holdWakeLock } from '../../pwa/wake-lock';
import { usePrefsContext } from '../app';
import type { SaveOptions } from '../games/types';
import { useT } from '../i18n/use-t';
import { Dialog } from '../kit/dialog';
import { Icon } from '../kit/icons';
import { Layout } from '../kit/layout';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { Balances } from '../night/balances';
import { ClosedNotice, closingEntry } from '../night/closing';
import { recordEntry, voidRecorded } from '../night/commands';
import { LedgerList } from '../night/ledger-list';
import { TransferForm } from '../night/transfer-form';
import { useNightLedger } from '../night/use-night-ledger';
import { VoidDialog } from '../night/void-dialog';
import { hrefOf } from '../router';
import { useServices } from '../services';
import { LazyConflicts, NightSync, useShare } from '../sync/night-sync';

type Panel = { name: 'game' } | { name: 'transfer' } | { name: 'edit'; entry: LedgerEntry };

export function NightScreen({ nightId }: { nightId: string }) {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  const { prefs } = usePrefsContext();
  const data = useNightLedger(nightId);
  const [panel, setPanel] = useState<Panel>({ name: 'game' });
  const [voiding, setVoiding] = useState<{ entry: LedgerEntry; description: string } | null>(null);
  const [detail, setDetail] = useState<LedgerEntry | null>(null);
  const [resolving, setResolving] = useState(false);
  const share = useShare(nightId);
  // A viewer, or a phone whose link was revoked, watches its copy: writing
  // here would never reach the other phones.
  const readOnly = !!share && (share.role === 'viewer' || share.state === 'revoked');

  useEffect(() => (prefs.wakeLock ? holdWakeLock() : undefined), [prefs.wakeLock]);
  const ready = data.status === 'ready';
  useEffect(() => {
    // Read by `npm run bench`: the night screen is usable from here on.
    if (ready) performance.mark('renonc:night-ready');
  }, [ready]);

  if (data.status === 'missing') {
    return (
      <Layout title={t('night.missing')} back={{ name: 'home' }}>
        <p class="empty">{t('night.missingText')}</p>
      </Layout>
    );
  }
  if (data.status !== 'ready' || !data.night || !data.game || !data.ledger) {
    return (
      <Layout title={t('appName')} back={{ name: 'home' }}>
        <p class="muted">{t('loading')}</p>
      </Layout>
    );
  }
  const { night, game, ledger } = data;
  const access = { current: () => data.currentLedger() ?? ledger, catchUp: data.catchUp };
  // A closed night shows so, and offers its reopening instead of the form.
  const closed = closingEntry(ledger.contributions(), ledger);

  const undo = async (entryId: string) => {
    try {
      data.accept(
        await voidRecorded(services.db, access, nightId, entryId, t('void.undoReason'), {
          id: services.newId(),
          now: services.now(),
        }),
      );
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };

  const save = async (
    kind: string,
    payload: unknown,
    options: SaveOptions = {},
  ): Promise<boolean> => {
    if (readOnly) {
      notices.fail(t('sync:readOnly'));
      return false;
    }
    try {
      const stored = await recordEntry(
        services.db,
        access,
        nightId,
        { kind, payload, ...options },
        { id: services.newId(), now: services.now() },
      );
      data.accept(stored);
      notices.notify(t('night.saved', { seq: stored.seq }), {
        label: t('undo'),
        run: () => void undo(stored.id),
      });
      return true;
    } catch (err) {
      notices.fail(errorText(t, err));
      return false;
    }
  };

  const keepOne = async (others: readonly LedgerEntry[]) => {
    setResolving(true);
    try {
      for (const other of others) {
        data.accept(
          await voidRecorded(
            services.db,
            access,
            nightId,
            other.id,
            t('sync:conflict.reasonTwice'),
            { id: services.newId(), now: services.now() },
          ),
        );
      }
    } catch (err) {
      notices.fail(errorText(t, err));
    } finally {
      setResolving(false);
    }
  };

  const doVoid = async (entry: LedgerEntry, reason: string) => {
    if (readOnly) {
      notices.fail(t('sync:readOnly'));
      return;
    }
    try {
      data.accept(
        await voidRecorded(services.db, access, nightId, entry.id, reason, {
          id: services.newId(),
          now: services.now(),
        }),
      );
      setVoiding(null);
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };

  const { EntryPanel, StatusBar, EntryDetail } = game;
  return (
    <Layout
      title={night.row.title ?? t(`games.${night.row.game}`)}
      back={{ name: 'home' }}
      actions={
        <>
          <a
            class="btn btn-icon"
            href={hrefOf({ name: 'night-rules', nightId })}
            aria-label={t('night.rules')}
          >
            <Icon name="rules" />
          </a>
          <a
            class="btn btn-icon"
            href={hrefOf({ name: 'night-share', nightId })}
            aria-label={t('night.share')}
          >
            <Icon name="share" />
          </a>
          <a
            class="btn btn-icon"
            href={hrefOf({ name: 'night-settle', nightId })}
            aria-label={t('night.settle')}
          >
            <Icon name="settle" />
          </a>
        </>
      }
    >
      <NightSync share={share} />
      <StatusBar night={night} state={ledger.state} />
      <Balances night={night} balances={ledger.balances} />
      <LazyConflicts
        wanted={data.conflicts.length > 0}
        conflicts={data.conflicts}
        night={night}
        game={game}
        ledger={ledger}
        canResolve={!readOnly}
        busy={resolving}
        onKeep={(_keep, others) => void keepOne(others)}
      />
      {data.broken.length > 0 && (
        <p class="form-errors" role="alert">
          {t('errors:ledger.broken', { count: data.broken.length })}
        </p>
      )}

      {closed && (
        <ClosedNotice nightId={nightId} ledger={ledger} data={data} closedAt={closed.createdAt} />
      )}
      {readOnly && <p class="hint">{t('sync:readOnlyHint')}</p>}
      {!readOnly && !closed && panel.name === 'game' && (
        <>
          <EntryPanel night={night} state={ledger.state} ledger={ledger} save={save} />
          <button type="button" class="btn btn-wide" onClick={() => setPanel({ name: 'transfer' })}>
            {t('transfer.open')}
          </button>
        </>
      )}
      {!closed && panel.name === 'transfer' && (
        <TransferForm night={night} save={save} onDone={() => setPanel({ name: 'game' })} />
      )}
      {!closed && panel.name === 'edit' && (
        <section
          class="card card-edit"
          aria-label={t('ledger.correcting', { seq: panel.entry.seq })}
        >
          <h2 class="section-title">{t('ledger.correcting', { seq: panel.entry.seq })}</h2>
          <EntryPanel
            night={night}
            state={ledger.state}
            ledger={ledger}
            save={save}
            editing={panel.entry}
            onDone={() => setPanel({ name: 'game' })}
          />
          <button type="button" class="btn btn-wide" onClick={() => setPanel({ name: 'game' })}>
            {t('cancel')}
          </button>
        </section>
      )}

      <LedgerList
        night={night}
        game={game}
        entries={data.entries}
        ledger={ledger}
        broken={data.broken}
        onVoid={(entry, description) => setVoiding({ entry, description })}
        onCorrect={(entry) => {
          setPanel({ name: 'edit', entry });
          window.scrollTo({ top: 0 });
        }}
        onDetail={setDetail}
      />

      {voiding && (
        <VoidDialog
          entry={voiding.entry}
          description={voiding.description}
          onClose={() => setVoiding(null)}
          onVoid={(reason) => void doVoid(voiding.entry, reason)}
        />
      )}
      {detail && (
        <Dialog title={t('ledger.detail', { seq: detail.seq })} onClose={() => setDetail(null)}>
          {EntryDetail ? (
            <EntryDetail entry={detail} night={night} state={ledger.state} />
          ) : (
            <p>{t('ledger.noDetail')}</p>
          )}
          {detail.reason && <p class="muted">{t('ledger.reason', { reason: detail.reason })}</p>}
          <button type="button" class="btn btn-wide" onClick={() => setDetail(null)}>
            {t('close')}
          </button>
        </Dialog>
      )}
    </Layout>
  );
}
