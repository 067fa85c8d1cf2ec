// The deal form's trick counts: one row of 0–10 buttons per player, and the
// all-pass deal's two rows (the third player takes the rest).
import { activePlayers } from '../../../engine/games/preferans';
import { useT } from '../../i18n/use-t';
import { Choice } from '../../kit/layout';
import type { DealPartProps } from './deal-context';

const upTo = (n: number) => Array.from({ length: n + 1 }, (_, i) => i);

export function TrickRow(props: {
  label: string;
  name: string;
  max: number;
  value: number | undefined;
  onChange: (n: number) => void;
}) {
  return (
    <Choice
      label={props.label}
      name={props.name}
      options={upTo(10).map((n) => ({ value: n, label: String(n), disabled: n > props.max }))}
      value={props.value}
      onChange={props.onChange}
    />
  );
}

export function AllPassFields(props: DealPartProps) {
  const { t } = useT();
  const { draft, ctx, onChange } = props;
  const active = activePlayers(ctx.players, draft.dealer ?? ctx.dealer);
  const [a, b] = draft.pass;
  return (
    <>
      <TrickRow
        label={t('preferans:deal.tricksOf', { name: ctx.nameOf(active[0]!) })}
        name="pass-0"
        max={10}
        value={a}
        onChange={(n) =>
          onChange({ ...draft, pass: [n, b !== undefined && n + b > 10 ? undefined : b] })
        }
      />
      <TrickRow
        label={t('preferans:deal.tricksOf', { name: ctx.nameOf(active[1]!) })}
        name="pass-1"
        max={10 - (a ?? 0)}
        value={b}
        onChange={(n) => onChange({ ...draft, pass: [a, n] })}
      />
      <p class="muted num" data-pref="pass-rest">
        {t('preferans:deal.restTricks', {
          name: ctx.nameOf(active[2]!),
          tricks: a !== undefined && b !== undefined ? 10 - a - b : '…',
        })}
      </p>
    </>
  );
}
