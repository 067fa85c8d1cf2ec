// The round timer on the director's phone: a set length (70 minutes unless
// changed), started by the director, counting down to zero and then the time
// over. The club document has no record of a round's start, so the timer is
// kept in this phone's settings only (it survives a reload; other phones and
// the board do not see it). A 'round-start' record would let them: proposed
// to the lead rather than added here (app/engine/club/records.ts).
import { useEffect, useState } from 'preact/hooks';
import { getSetting, setSetting } from '../../storage';
import { useT } from '../i18n/use-t';
import { Stepper } from '../kit/layout';
import { useServices } from '../services';
import { useLive } from '../use-live';
import { clockText, DEFAULT_ROUND_MINUTES, timerReading } from './tournament-timer';

interface TimerState {
  readonly round: number;
  readonly startedAt?: number;
  readonly minutes: number;
}

const timerKey = (tournamentId: string) => `tournament-timer:${tournamentId}`;

/** Re-renders every second while `running`. */
function useTick(running: boolean, now: () => number): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    if (!running) return;
    setTime(now());
    const id = window.setInterval(() => setTime(now()), 1000);
    return () => window.clearInterval(id);
  }, [running]);
  return time;
}

export function RoundTimer({ tournamentId, round }: { tournamentId: string; round: number }) {
  const { t } = useT();
  const { db, now } = useServices();
  const stored = useLive(
    () => getSetting<TimerState | undefined>(db, timerKey(tournamentId), undefined),
    [tournamentId],
  );
  // A timer of an earlier round is over: this round starts from its length.
  const state: TimerState =
    stored && stored.round === round
      ? stored
      : { round, minutes: stored?.minutes ?? DEFAULT_ROUND_MINUTES };
  const running = state.startedAt !== undefined;
  const time = useTick(running, now);
  const save = (next: TimerState) => void setSetting(db, timerKey(tournamentId), next);
  const reading = running ? timerReading(state.startedAt as number, state.minutes, time) : null;
  return (
    <section class="tt-timer no-print" aria-label={t('tournament:timer.title')}>
      <h2>{t('tournament:timer.title')}</h2>
      {reading ? (
        <div class="tt-clock-row">
          <p class={`tt-clock${reading.over > 0 ? ' tt-clock-over' : ''}`} role="timer">
            {reading.over > 0 ? (
              t('tournament:timer.over', { time: clockText(reading.over) })
            ) : (
              <>
                <span class="tt-clock-digits">{clockText(reading.left)}</span>{' '}
                {t('tournament:timer.left')}
              </>
            )}
          </p>
          {/* Small and aside: a stray tap must not throw away a running round's time. */}
          <button
            type="button"
            class="btn btn-small"
            onClick={() => save({ round, minutes: state.minutes, startedAt: now() })}
          >
            {t('tournament:timer.restart')}
          </button>
        </div>
      ) : (
        <>
          <Stepper
            label={t('tournament:timer.length')}
            name="minutes"
            value={state.minutes / 5}
            min={1}
            max={48}
            format={(v) => t('tournament:timer.minutes', { count: v * 5 })}
            onChange={(v) => save({ ...state, minutes: v * 5 })}
          />
          <button
            type="button"
            class="btn btn-wide tt-timer-start"
            onClick={() => save({ round, minutes: state.minutes, startedAt: now() })}
          >
            {t('tournament:timer.start', { round })}
          </button>
        </>
      )}
      <p class="tt-note">{t('tournament:timer.local')}</p>
    </section>
  );
}
