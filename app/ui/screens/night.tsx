// The night screen: where we are, the running balances, the entry panel of
// the night's game, and the ledger with void and correct. The writes are in
// night-writes.ts, the entry area and the dialogs in night-parts.tsx.
import { useEffect, useState } from 'preact/hooks';
import { distinctDraft, type IncrementalLedger, type LedgerEntry } from '../../engine';
import type { AnyGameUi, NightView } from '../games/types';
import { holdWakeLock } from '../../pwa/wake-lock';
import { usePrefsContext } from '../app';
import { rememberNight } from '../boot-cache';
import { useT } from '../i18n/use-t';
import { useUsableMark } from '../usable';
import { NightClubMark } from '../club/lazy-night-club';
import { Layout } from '../kit/layout';
import { SkipLinks } from '../kit/skip-links';
import { NightNotReady } from '../kit/night-not-ready';
import { Balances } from '../night/balances';
import { ClosedNotice, closingEntry } from '../night/closing';
import { EntryGuard } from '../night/entry-guard';
import { LedgerList } from '../night/ledger-list';
import { useNightLedger, type NightLedger } from '../night/use-night-ledger';
import { VoidDialog } from '../night/void-dialog';
import { LazyConflicts, NightSync, useShare } from '../sync/night-sync';
import { EntryArea, EntryDetailDialog, NightHeaderActions, type Panel } from './night-parts';
import { usePlayersState } from '../night/use-players-state';
import { useKeptResult } from './night-result';
import { isReadOnly, useNightWrites, type NightWrites } from './night-writes';

export function NightScreen({ nightId }: { nightId: string }) {
  const { t } = useT();
  const data = useNightLedger(nightId);
  const share = useShare(nightId, data.earlyShare); // a viewer's night: read-only from the start
  const readOnly = isReadOnly(share);
  const writes = useNightWrites(nightId, data, readOnly);
  const counted = usePlayersState(data);
  const [panel, setPanel] = useState<Panel>({ name: 'game' });

  useAwakeAndMarked(data.status === 'ready');
  useKeptResult(nightId, data.ledger?.balances, data.night?.row.playerIds);
  const gameKind = data.night?.row.game;
  // The next cold open of this night preloads its game with the app (scripts/boot-script.ts).
  useEffect(() => {
    if (gameKind) rememberNight({ id: nightId, game: gameKind });
  }, [nightId, gameKind]);

  if (data.status !== 'ready' || !data.night || !data.game || !data.ledger) {
    return (
      <NightNotReady
        missing={data.status === 'missing'}
        title={t('appName')}
        back={{ name: 'home' }}
      />
    );
  }
  const { night, game, ledger } = data;
  // A closed night shows so, and offers its reopening instead of the form.
  const closed = closingEntry(ledger.contributions(), ledger);
  return (
    <Layout
      title={night.row.title ?? t(`games.${night.row.game}`)}
      back={{ name: 'home' }}
      actions={<NightHeaderActions nightId={nightId} />}
      before={!closed && !readOnly && <SkipLinks />}
    >
      <NightSync share={share} />
      <game.StatusBar night={night} state={counted ?? ledger.state} closed={Boolean(closed)} />
      <NightClubMark nightId={nightId} />
      <Balances night={night} balances={ledger.balances} />
      <LazyConflicts
        wanted={data.conflicts.length > 0 || !ledger.graphView.twins().next().done}
        conflicts={data.conflicts}
        entries={data.entries}
        night={night}
        game={game}
        ledger={ledger}
        canResolve={!readOnly}
        busy={writes.resolving}
        onKeep={(_keep, others) => void writes.keepOne(others)}
        onDistinct={(twin) => {
          const { kind, payload, ...links } = distinctDraft(twin);
          void writes.save(kind, payload, links);
        }}
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
      {!closed && (
        <EntryGuard closed={writes.saving}>
          <EntryArea {...{ night, game, ledger, panel, setPanel, readOnly }} save={writes.save} />
        </EntryGuard>
      )}
      <NightLedgerSection
        {...{ night, game, ledger, data }}
        voidEntry={writes.voidEntry}
        onCorrect={(entry) => {
          setPanel({ name: 'edit', entry });
          window.scrollTo({ top: 0 });
        }}
      />
    </Layout>
  );
}

/** Keeps the screen on if the user asked so, and marks when the night is usable. */
function useAwakeAndMarked(ready: boolean): void {
  const { prefs } = usePrefsContext();
  useEffect(() => (prefs.wakeLock ? holdWakeLock() : undefined), [prefs.wakeLock]);
  useEffect(() => {
    // Read by `npm run bench`: the night screen is usable from here on.
    if (ready) performance.mark('renonc:night-ready');
  }, [ready]);
  // The first screen of this page load only (the night-ready mark is every open's).
  useUsableMark('night', ready);
}

interface NightLedgerSectionProps {
  readonly night: NightView;
  readonly game: AnyGameUi;
  readonly ledger: IncrementalLedger<unknown>;
  readonly data: NightLedger;
  readonly voidEntry: NightWrites['voidEntry'];
  readonly onCorrect: (entry: LedgerEntry) => void;
}

/** The night's entries, with the void dialog and the dialog of one entry's details. */
function NightLedgerSection({
  night,
  game,
  ledger,
  data,
  voidEntry,
  onCorrect,
}: NightLedgerSectionProps) {
  const [voiding, setVoiding] = useState<{ entry: LedgerEntry; description: string } | null>(null);
  const [detail, setDetail] = useState<LedgerEntry | null>(null);
  return (
    <>
      <LedgerList
        night={night}
        game={game}
        entries={data.entries}
        ledger={ledger}
        broken={data.broken}
        onVoid={(entry, description) => setVoiding({ entry, description })}
        onCorrect={onCorrect}
        onDetail={setDetail}
      />
      {voiding && (
        <VoidDialog
          disputable={game.claimsRenonc(voiding.entry)}
          description={voiding.description}
          onClose={() => setVoiding(null)}
          onVoid={(reason) =>
            void voidEntry(voiding.entry, reason).then((ok) => ok && setVoiding(null))
          }
        />
      )}
      {detail && (
        <EntryDetailDialog
          {...{ entry: detail, night, game, state: ledger.state }}
          onClose={() => setDetail(null)}
        />
      )}
    </>
  );
}
