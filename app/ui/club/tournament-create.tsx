// The director's form for a new tournament (docs/club.md, C6): game, format,
// scoring, table size, rounds and the players picked from the club's members.
// The seed of round 1's draw is drawn here, once, and stored in the
// tournament's record, so every phone derives the same tables from it.
import { useState } from 'preact/hooks';
import { BUILT_IN_GAMES, type GameKind } from '../../engine';
import type { ClubMember } from '../../engine/club';
import { addClubRecords } from '../../storage';
import { useT } from '../i18n/use-t';
import { Choice, Stepper } from '../kit/layout';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { navigate } from '../router';
import { useServices } from '../services';
import { creationProblems, drawSeed } from './tournament-model';

export interface TournamentDraft {
  readonly game: GameKind;
  readonly format: 'rotation' | 'swiss';
  readonly scoring: 'placings' | 'money';
  readonly tableSize: 3 | 4;
  readonly rounds: number;
  readonly players: readonly string[];
}

const FIRST: TournamentDraft = {
  game: BUILT_IN_GAMES[0].game,
  format: 'rotation',
  scoring: 'placings',
  tableSize: 4,
  rounds: 4,
  players: [],
};

const sizesOf = (game: GameKind): (3 | 4)[] => {
  const range = BUILT_IN_GAMES.find((g) => g.game === game)?.players ?? { min: 3, max: 4 };
  return ([3, 4] as const).filter((n) => n >= range.min && n <= range.max);
};

/** Stores the tournament record and opens its screen; refuses in words what cannot be played. */
function useCreate(clubId: string, draft: TournamentDraft, show: (p: string[]) => void) {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  return async () => {
    const problems = creationProblems({ ...draft, players: draft.players.length });
    show(problems);
    if (problems.length > 0) return;
    const now = services.now();
    const id = services.newId();
    const record = {
      kind: 'tournament',
      id,
      at: new Date(now).toISOString(),
      ...draft,
      players: [...draft.players],
      seed: drawSeed((words) => crypto.getRandomValues(words)),
    };
    try {
      await addClubRecords(services.db, clubId, [record], 'local', now);
      navigate({ name: 'club-tournament', clubId, tournamentId: id });
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };
}

export function TournamentCreate(props: {
  clubId: string;
  members: readonly ClubMember[];
  formId: string;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState<TournamentDraft>(FIRST);
  const [problems, setProblems] = useState<string[]>([]);
  const change = (patch: Partial<TournamentDraft>) => {
    setProblems([]);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const create = useCreate(props.clubId, draft, setProblems);
  const size = draft.tableSize;
  return (
    <form
      id={props.formId}
      class="tt-create"
      aria-label={t('tournament:create.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <h2>{t('tournament:create.title')}</h2>
      <DraftChoices draft={draft} change={change} />
      <MemberPicker
        members={props.members}
        chosen={draft.players}
        onChange={(players) => change({ players })}
      />
      {problems.length > 0 && (
        <div class="form-errors" role="alert">
          {problems.map((p) => (
            <p key={p}>{t(p, { size, double: size * 2, triple: size * 3 })}</p>
          ))}
        </div>
      )}
    </form>
  );
}

/** Game, format, scoring, table size and rounds: one tap each. */
function DraftChoices(props: {
  draft: TournamentDraft;
  change: (patch: Partial<TournamentDraft>) => void;
}) {
  const { t } = useT();
  const { draft, change } = props;
  const size = draft.tableSize;
  return (
    <>
      <Choice
        label={t('tournament:create.game')}
        name="game"
        options={BUILT_IN_GAMES.map((g) => ({ value: g.game, label: t(`games.${g.game}`) }))}
        value={draft.game}
        onChange={(game) => {
          const sizes = sizesOf(game);
          change({ game, tableSize: sizes.includes(size) ? size : (sizes[0] ?? 4) });
        }}
      />
      <Choice
        label={t('tournament:create.format')}
        name="format"
        options={(['rotation', 'swiss'] as const).map((f) => ({
          value: f,
          label: t(`tournament:create.${f}`),
        }))}
        value={draft.format}
        onChange={(format) => change({ format })}
      />
      <Choice
        label={t('tournament:create.scoring')}
        name="scoring"
        options={(['placings', 'money'] as const).map((s) => ({
          value: s,
          label: t(`tournament:create.${s}`),
        }))}
        value={draft.scoring}
        onChange={(scoring) => change({ scoring })}
      />
      <Choice
        label={t('tournament:create.tableSize')}
        name="tableSize"
        options={([3, 4] as const).map((n) => ({
          value: n,
          label: String(n),
          disabled: !sizesOf(draft.game).includes(n),
        }))}
        value={size}
        onChange={(tableSize) => change({ tableSize })}
      />
      <Stepper
        label={t('tournament:create.rounds')}
        name="rounds"
        value={draft.rounds}
        min={1}
        max={20}
        onChange={(rounds) => change({ rounds })}
      />
    </>
  );
}

/**
 * The club's members as toggles. A small list of its own: the club screens
 * (h-clubui) may grow a shared member list; the lead dedupes.
 */
function MemberPicker(props: {
  members: readonly ClubMember[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const { t } = useT();
  const active = props.members.filter((m) => !m.mergedInto);
  const toggle = (id: string) =>
    props.onChange(
      props.chosen.includes(id) ? props.chosen.filter((c) => c !== id) : [...props.chosen, id],
    );
  return (
    <fieldset class="choice tt-members">
      <legend class="field-label">{t('tournament:create.players')}</legend>
      {active.length === 0 && <p>{t('tournament:create.noMembers')}</p>}
      <div class="choice-options">
        {active.map((m) => (
          <button
            key={m.id}
            type="button"
            class={`chip${props.chosen.includes(m.id) ? ' chip-on' : ''}`}
            aria-pressed={props.chosen.includes(m.id)}
            data-member={m.id}
            onClick={() => toggle(m.id)}
          >
            <bdi>{m.name}</bdi>
          </button>
        ))}
      </div>
      <p class="tt-chosen" aria-live="polite">
        {t('tournament:create.chosen', { count: props.chosen.length })}
      </p>
    </fieldset>
  );
}
