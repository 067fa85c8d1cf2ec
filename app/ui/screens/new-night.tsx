// New night: game, players (saved or typed anew) in seating order, currency,
// and the game's table settings. Nothing is saved until every check passes.
import { isolateText } from '../../engine/text';
import { useEffect, useState } from 'preact/hooks';
import {
  BUILT_IN_GAMES,
  CURRENCIES,
  validateNewNight,
  type Currency,
  type GameKind,
  type ValidationIssue,
} from '../../engine';
import { addPlayer, createNight, listPlayers } from '../../storage';
import { loadGame } from '../games/registry';
import type { AnyGameUi } from '../games/types';
import { useT, type TFunction } from '../i18n/use-t';
import { Choice, Field, Layout } from '../kit/layout';
import { errorText, issueText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { navigate } from '../router';
import { useServices } from '../services';
import { useLive } from '../use-live';
import { openingEntriesFor } from './carry-over';

const definition = (game: GameKind) => BUILT_IN_GAMES.find((g) => g.game === game)!;

/** A seat's name where the game names them (vint: N, E, S, W), else its number. */
const seatName = (game: GameKind, index: number, t: TFunction): string | number => {
  const seat = definition(game).seats?.[index];
  return seat ? t(`newNight.seats.${seat}`) : index + 1;
};

/** On a change of game: its usual currency, unless one was chosen by hand. */
const usualCurrency = (from: GameKind, to: GameKind, current: Currency): Currency =>
  current === definition(from).currency ? definition(to).currency : current;

export function NewNightScreen() {
  const { t } = useT();
  const { db } = useServices();
  const notices = useNotices();
  const players = useLive(() => listPlayers(db), []);
  const [game, setGame] = useState<GameKind>(BUILT_IN_GAMES[0].game);
  const [seated, setSeated] = useState<string[]>([]);
  const [currency, setCurrency] = useState<Currency>(BUILT_IN_GAMES[0].currency);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [module, setModule] = useState<AnyGameUi | undefined>();
  const [settings, setSettings] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    setModule(undefined);
    void loadGame(game).then((m) => {
      if (!alive) return;
      setModule(m);
      setSettings(m.engine.defaultSettings);
    });
    return () => {
      alive = false;
    };
  }, [game]);

  // Any change to the table clears the last refusal: it spoke of the old one.
  const toggle = (id: string) => {
    setIssues([]);
    setSeated((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  };
  const move = (index: number, by: -1 | 1) =>
    setSeated((s) => {
      const next = [...s];
      const [p] = next.splice(index, 1);
      next.splice(index + by, 0, p!);
      return next;
    });
  const nameOf = (id: string) => isolateText(players?.find((p) => p.id === id)?.name ?? '?');
  const { min, max } = definition(game).players;

  const addTyped = async () => {
    try {
      const p = await addPlayer(db, newName);
      setSeated((s) => [...s, p.id]);
      setIssues([]);
      setNewName('');
      setNameError(undefined);
    } catch (err) {
      setNameError(errorText(t, err));
    }
  };

  const start = async () => {
    const input = { game, playerIds: seated, currency };
    const found = validateNewNight(input);
    setIssues(found);
    if (found.length > 0 || !module) return;
    setBusy(true);
    try {
      const night = await createNight(db, {
        ...input,
        settings,
        openingEntries: await openingEntriesFor(db, seated, currency),
      });
      navigate({ name: 'night', nightId: night.id });
    } catch (err) {
      notices.fail(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const SettingsForm = module?.SettingsForm;
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

      <section class="card" aria-labelledby="players-heading">
        <h2 id="players-heading" class="section-title">
          {min === max
            ? t('newNight.playersExact', { count: max })
            : t('newNight.players', { min, max, count: max })}
        </h2>
        <div class="choice-options" role="group" aria-label={t('newNight.savedPlayers')}>
          {players?.map((p) => (
            <button
              key={p.id}
              type="button"
              class={`chip${seated.includes(p.id) ? ' chip-on' : ''}`}
              aria-pressed={seated.includes(p.id)}
              data-player={p.name}
              onClick={() => toggle(p.id)}
            >
              {p.name}
            </button>
          ))}
        </div>
        <form
          class="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void addTyped();
          }}
        >
          <Field label={t('newNight.typeName')} error={nameError} id="new-night-name">
            <input
              id="new-night-name"
              class="input"
              value={newName}
              maxLength={60}
              autocomplete="off"
              onInput={(e) => setNewName(e.currentTarget.value)}
            />
          </Field>
          <button type="submit" class="btn">
            {t('players.add')}
          </button>
        </form>

        {seated.length > 0 && (
          <>
            <h3 class="field-label">{t('newNight.seating')}</h3>
            <ol class="seating" aria-label={t('newNight.seating')}>
              {seated.map((id, i) => (
                <li key={id} class="seating-row">
                  <span class="seat">{seatName(game, i, t)}</span>
                  <span class="list-main">{nameOf(id)}</span>
                  <button
                    type="button"
                    class="btn btn-icon"
                    aria-label={t('newNight.moveUp', { name: nameOf(id) })}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    class="btn btn-icon"
                    aria-label={t('newNight.moveDown', { name: nameOf(id) })}
                    disabled={i === seated.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </button>
                </li>
              ))}
            </ol>
            <p class="hint">{module && t(module.seatingHint)}</p>
          </>
        )}
      </section>

      <Choice
        label={t('newNight.currency')}
        name="currency"
        options={CURRENCIES.map((c) => ({ value: c, label: t(`currency.${c}`) }))}
        value={currency}
        onChange={setCurrency}
      />

      {SettingsForm && settings !== undefined && (
        <section class="card" aria-labelledby="settings-heading">
          <h2 id="settings-heading" class="section-title">
            {t('newNight.tableSettings')}
          </h2>
          <SettingsForm value={settings} onChange={setSettings} playerCount={seated.length} />
        </section>
      )}

      {issues.length > 0 && (
        <div class="form-errors" role="alert">
          {issues.map((i) => (
            <p key={i.code}>{issueText(t, i)}</p>
          ))}
        </div>
      )}
    </Layout>
  );
}
