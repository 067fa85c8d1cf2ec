// New night: game, players (saved or typed anew) in seating order, currency,
// and the game's table settings. Nothing is saved until every check passes.
// The players card is new-night-players.tsx; the seating rules, seating.ts.
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  BUILT_IN_GAMES,
  CURRENCIES,
  validateNewNight,
  type Currency,
  type GameKind,
  type ValidationIssue,
} from '../../engine';
import { createNight, listPlayers, setNightClub } from '../../storage';
import { NewNightClubChoice } from '../club/lazy-night-club';
import { loadGame } from '../games/registry';
import type { AnyGameUi, SettingsFormProps } from '../games/types';
import { useT } from '../i18n/use-t';
import { Choice, Layout } from '../kit/layout';
import { errorText, issueText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { navigate } from '../router';
import { useServices } from '../services';
import { useLive } from '../use-live';
import { openingEntriesFor } from './carry-over';
import { PlayersCard } from './new-night-players';
import { NightNameField } from './night-name';
import { usualCurrency } from './seating';

/** The UI module of the chosen game (its settings form and seating hint) and its settings. */
function useGameUi(game: GameKind) {
  const [module, setModule] = useState<AnyGameUi | undefined>();
  const [settings, setSettings] = useState<unknown>(undefined);
  useEffect(() => {
    let alive = true;
    // Until the new game is loaded, no settings: nothing can start with the old game's.
    setModule(undefined);
    setSettings(undefined);
    void loadGame(game).then((m) => {
      if (!alive) return;
      setModule(m);
      setSettings(m.engine.defaultSettings);
    });
    return () => {
      alive = false;
    };
  }, [game]);
  return { module, settings, setSettings };
}

/**
 * Starts the night when every check passes (else shows why, saving nothing),
 * with what the same players left unpaid last time as its opening entries.
 * A tap before the game's rules have loaded (a slow phone's first start)
 * waits for them with their defaults, never drops; a second tap while the
 * first is starting the night starts nothing more.
 */
function useStartNight(
  input: { game: GameKind; playerIds: string[]; currency: Currency; title: string },
  clubId: string | undefined,
  settings: unknown,
  setIssues: (issues: readonly ValidationIssue[]) => void,
) {
  const { t } = useT();
  const { db } = useServices();
  const notices = useNotices();
  const [busy, setBusy] = useState(false);
  const starting = useRef(false);
  const start = async () => {
    if (starting.current) return;
    const found = validateNewNight(input);
    setIssues(found);
    if (found.length > 0) return;
    starting.current = true;
    setBusy(true);
    try {
      const chosen = settings ?? (await loadGame(input.game)).engine.defaultSettings;
      const night = await createNight(db, {
        ...input,
        settings: chosen,
        openingEntries: await openingEntriesFor(db, input.playerIds, input.currency),
      });
      // The night's club, if one was chosen: its result goes there when it is closed.
      if (clubId) await setNightClub(db, night.id, { clubId });
      navigate({ name: 'night', nightId: night.id });
    } catch (err) {
      notices.fail(errorText(t, err));
    } finally {
      starting.current = false;
      setBusy(false);
    }
  };
  return { start, busy };
}

export function NewNightScreen() {
  const { t } = useT();
  const { db } = useServices();
  const players = useLive(() => listPlayers(db), []);
  const [game, setGame] = useState<GameKind>(BUILT_IN_GAMES[0].game);
  const [seated, setSeated] = useState<string[]>([]);
  const [currency, setCurrency] = useState<Currency>(BUILT_IN_GAMES[0].currency);
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const { module, settings, setSettings } = useGameUi(game);

  const [title, setTitle] = useState('');
  const night = { game, playerIds: seated, currency, title };
  const [clubId, setClubId] = useState<string | undefined>();
  const { start, busy } = useStartNight(night, clubId, settings, setIssues);

  return (
    <Layout
      title={t('newNight.title')}
      back={{ name: 'home' }}
      bottom={
        <button type="button" class="btn btn-primary btn-wide" disabled={busy} onClick={start}>
          {t('newNight.start')}
        </button>
      }
    >
      <Choice
        label={t('newNight.game')}
        name="game"
        options={BUILT_IN_GAMES.map((g) => ({ value: g.game, label: t(`games.${g.game}`) }))}
        value={game}
        onChange={(g) => {
          setCurrency((c) => usualCurrency(game, g, c));
          setGame(g);
          setIssues([]);
        }}
      />
      <PlayersCard
        game={game}
        players={players}
        seated={seated}
        // Any change to the table clears the last refusal: it spoke of the old one.
        onSeated={(change) => {
          setIssues([]);
          setSeated(change);
        }}
        hint={module && t(module.seatingHint)}
      />
      <Choice
        label={t('newNight.currency')}
        name="currency"
        options={CURRENCIES.map((c) => ({ value: c, label: t(`currency.${c}`) }))}
        value={currency}
        onChange={setCurrency}
      />
      <NightNameField value={title} onChange={setTitle} />
      {module && settings !== undefined && (
        <TableSettings
          form={module.SettingsForm}
          value={settings}
          onChange={setSettings}
          playerCount={seated.length}
          currency={currency}
        />
      )}
      <NewNightClubChoice seated={seated} value={clubId} onChange={setClubId} />
      <IssueList issues={issues} />
    </Layout>
  );
}

/** The game's own settings form, under its heading. */
function TableSettings({
  form: Form,
  ...props
}: SettingsFormProps<unknown> & { form: AnyGameUi['SettingsForm'] }) {
  const { t } = useT();
  return (
    <section class="card" aria-labelledby="settings-heading">
      <h2 id="settings-heading" class="section-title">
        {t('newNight.tableSettings')}
      </h2>
      <Form {...props} />
    </section>
  );
}

/** Why the night cannot start yet, each reason in the user's language. */
function IssueList({ issues }: { issues: readonly ValidationIssue[] }) {
  const { t } = useT();
  if (issues.length === 0) return null;
  return (
    <div class="form-errors" role="alert">
      {issues.map((i) => (
        <p key={i.code}>{issueText(t, i)}</p>
      ))}
    </div>
  );
}
