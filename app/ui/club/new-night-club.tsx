// On the new-night screen: which club the night belongs to, offered only
// among the clubs whose members all the seated players are matched to (a
// night is counted only when every seat is a member). Loaded lazily with its
// words, and drawn at the end of the form so nothing above it moves.
import { isolateText } from '../../engine';
import { listClubs } from '../../storage';
import { useT } from '../i18n/use-t';
import { Choice } from '../kit/layout';
import { useServices } from '../services';
import { useLive } from '../use-live';

const NONE = '';

export function NewNightClub(props: {
  seated: readonly string[];
  value: string | undefined;
  onChange: (clubId: string | undefined) => void;
}) {
  const { t } = useT();
  const { db } = useServices();
  const clubs = useLive(() => listClubs(db), []);
  const fitting = (clubs ?? []).filter(
    (c) =>
      c.role !== 'board' &&
      props.seated.length > 0 &&
      props.seated.every((p) => c.matches[p] !== undefined),
  );
  if (fitting.length === 0) return null;
  const value = fitting.some((c) => c.id === props.value) ? props.value! : NONE;
  return (
    <Choice
      label={t('club:newNight.label')}
      name="club"
      options={[
        { value: NONE, label: t('club:newNight.none') },
        ...fitting.map((c) => ({ value: c.id, label: isolateText(c.name) })),
      ]}
      value={value}
      onChange={(id) => props.onChange(id === NONE ? undefined : id)}
    />
  );
}
