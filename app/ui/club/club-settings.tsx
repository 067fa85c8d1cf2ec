// The admin's club settings (docs/club.md C4, "The board"): the days the
// club's seasons start, and the most a public board may show of a name. Each
// change writes the whole settings anew as one record (the newest holds on
// every phone); a tap that changes nothing writes nothing.
import { useState } from 'preact/hooks';
import {
  BOARD_NAME_STYLES,
  type BoardNameStyle,
  type ClubDocumentRecords,
  type ClubSettings,
} from '../../engine/club';
import { addClubRecords } from '../../storage';
import { formatDate } from '../format';
import { useT } from '../i18n/use-t';
import { Choice, Field } from '../kit/layout';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { useServices } from '../services';
import { instant } from './ids';

const sameSettings = (a: ClubSettings, b: ClubSettings) =>
  a.boardNames === b.boardNames && a.seasonStarts.join() === b.seasonStarts.join();

function useSaveSettings(clubId: string, current: ClubSettings) {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  return async (next: ClubSettings): Promise<void> => {
    if (sameSettings(next, current)) return;
    const now = services.now();
    const record = { kind: 'settings', id: services.newId(), at: instant(now), ...next };
    try {
      await addClubRecords(services.db, clubId, [record], 'local', now);
      notices.notify(t('club:settings.saved'));
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };
}

function SeasonStarts(props: { settings: ClubSettings; save: (s: ClubSettings) => Promise<void> }) {
  const { t, language } = useT();
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | undefined>();
  const starts = props.settings.seasonStarts;
  const add = async () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return setError(t('club:settings.noDay'));
    if (starts.includes(day)) return setError(t('club:settings.dayTaken'));
    setError(undefined);
    setDay('');
    await props.save({ ...props.settings, seasonStarts: [...starts, day].sort() });
  };
  const remove = (start: string) =>
    void props.save({ ...props.settings, seasonStarts: starts.filter((s) => s !== start) });
  return (
    <div class="club-season-starts">
      <h3 class="club-subtitle">{t('club:settings.seasons')}</h3>
      {starts.length === 0 && <p class="hint">{t('club:settings.calendarYears')}</p>}
      <ul class="club-lines">
        {starts.map((start) => (
          <li key={start} class="club-line" data-start={start}>
            <span class="club-line-text">
              {formatDate(Date.parse(`${start}T12:00:00`), language)}
            </span>
            <button type="button" class="btn btn-small" onClick={() => remove(start)}>
              {t('club:settings.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form
        class="club-form"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <Field label={t('club:settings.newStart')} id="club-season-start">
          <input
            id="club-season-start"
            class="input"
            type="date"
            value={day}
            onInput={(e) => setDay(e.currentTarget.value)}
          />
        </Field>
        {error && (
          <p class="form-errors" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="btn btn-wide">
          {t('club:settings.add')}
        </button>
      </form>
      <p class="hint">{t('club:settings.seasonsHint')}</p>
    </div>
  );
}

export function ClubSettingsCard(props: { clubId: string; records: ClubDocumentRecords }) {
  const { t } = useT();
  const settings = props.records.settings;
  const save = useSaveSettings(props.clubId, settings);
  return (
    <details class="club-settings" data-card-part="settings">
      <summary class="btn btn-wide">{t('club:settings.title')}</summary>
      <div class="club-form">
        <Choice<BoardNameStyle>
          label={t('club:settings.boardNames')}
          name="club-board-names"
          value={settings.boardNames}
          options={BOARD_NAME_STYLES.map((s) => ({
            value: s,
            label: t(`club:settings.names.${s}`),
          }))}
          onChange={(boardNames) => void save({ ...settings, boardNames })}
        />
        <p class="hint">{t('club:settings.boardHint')}</p>
        <SeasonStarts settings={settings} save={save} />
      </div>
    </details>
  );
}
