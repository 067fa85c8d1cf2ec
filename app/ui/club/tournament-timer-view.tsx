// The round clock on every phone of the club and on the board. The director
// sets the length (70 minutes unless changed) and starts it: a 'round-start'
// record in the club's document (./tournament-clock.ts), so every phone and
// the board count down the same round, the newest start of the round winning.
// Only <RoundClock> ticks, with its own one-second interval: the screens
// around it and their live queries are not re-run per tick.
import { useEffect, useState } from 'preact/hooks';
import type { RoundStartRecord } from '../../engine/club';
import { useT } from '../i18n/use-t';
import { Stepper } from '../kit/layout';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { useServices } from '../services';
import { startRoundClock } from './tournament-clock';
import { clockReading, clockText } from './tournament-timer';

/** This phone's time, re-read every second while mounted. */
function useSecond(): number {
  const { now } = useServices();
  const [time, setTime] = useState(now);
  useEffect(() => {
    setTime(now());
    const id = window.setInterval(() => setTime(now()), 1000);
    return () => window.clearInterval(id);
  }, [now]);
  return time;
}

/** The started round's time left, then the time over: the one element that ticks. */
export function RoundClock({ start, large = false }: { start: RoundStartRecord; large?: boolean }) {
  const { t } = useT();
  const reading = clockReading(start, useSecond());
  const over = reading.over > 0;
  return (
    <p
      class={`tt-clock${over ? ' tt-clock-over' : ''}${large ? ' tt-clock-large' : ''}`}
      role="timer"
      data-round={start.round}
      data-state={over ? 'over' : 'left'}
    >
      {over ? (
        t('tournament:timer.over', { time: clockText(reading.over) })
      ) : (
        <>
          <span class="tt-clock-digits">{clockText(reading.left)}</span>{' '}
          {t('tournament:timer.left')}
        </>
      )}
    </p>
  );
}

interface TimerProps {
  readonly clubId: string;
  readonly tournamentId: string;
  readonly round: number;
  /** The newest start of this round in the club's document, if it was started. */
  readonly start: RoundStartRecord | undefined;
  /** What the director's stepper offers before the start (./tournament-timer.ts). */
  readonly offered: number;
  /** The director's phone (admin link): it starts and restarts the clock. */
  readonly admin: boolean;
}

/** The tournament screen's round clock: the director's controls, or the clock as started. */
export function RoundTimer(props: TimerProps) {
  const { t } = useT();
  const { start, admin } = props;
  const begin = useBegin(props);
  return (
    <section
      class="tt-timer no-print"
      aria-label={t('tournament:timer.title')}
      data-started={start ? 'yes' : 'no'}
    >
      <h2>{t('tournament:timer.title')}</h2>
      {start ? (
        <div class="tt-clock-row">
          <RoundClock start={start} />
          {/* Small and aside: a stray tap must not throw away a running round's time. */}
          {admin && (
            <button type="button" class="btn btn-small" onClick={() => begin(start.minutes)}>
              {t('tournament:timer.restart')}
            </button>
          )}
        </div>
      ) : admin ? (
        <>
          <StartControls
            key={props.round}
            round={props.round}
            offered={props.offered}
            onStart={begin}
          />
          <p class="tt-note">{t('tournament:timer.shared')}</p>
        </>
      ) : (
        <p class="tt-note">{t('tournament:timer.notStarted')}</p>
      )}
    </section>
  );
}

function StartControls(props: {
  round: number;
  offered: number;
  onStart: (minutes: number) => void;
}) {
  const { t } = useT();
  // Kept on screen only until Start: the record then holds the length.
  const [steps, setSteps] = useState(Math.max(1, Math.round(props.offered / 5)));
  return (
    <>
      <Stepper
        label={t('tournament:timer.length')}
        name="minutes"
        value={steps}
        min={1}
        max={48}
        format={(v) => t('tournament:timer.minutes', { count: v * 5 })}
        onChange={setSteps}
      />
      <button
        type="button"
        class="btn btn-wide tt-timer-start"
        onClick={() => props.onStart(steps * 5)}
      >
        {t('tournament:timer.start', { round: props.round })}
      </button>
    </>
  );
}

/** Writes the round's start now; a refusal (not the admin any more) is said in words. */
function useBegin(props: TimerProps): (minutes: number) => void {
  const { t } = useT();
  const { db, now, newId } = useServices();
  const notices = useNotices();
  const { clubId, tournamentId, round } = props;
  return (minutes) => {
    startRoundClock(db, clubId, { tournamentId, round, minutes }, now(), newId).catch(
      (err: unknown) => notices.fail(errorText(t, err)),
    );
  };
}
