// The paper sheet of a pulka, readable at 360 px: for each player his pulya,
// gora and the whists he wrote on each other player, then the standing in
// whists and money (settled now, or at the end). Every number is a button:
// tapping it lists the deals and rules that wrote it, as on paper ("2.6.10").
// What the numbers say is ./sheet-model; this file only draws it.
import { useState } from 'preact/hooks';
import { settlePulka, type PreferansState, type Pulka } from '../../../engine/games/preferans';
import { formatMoney } from '../../format';
import { useT } from '../../i18n/use-t';
import { Dialog } from '../../kit/dialog';
import { Choice } from '../../kit/layout';
import type { NightView } from '../types';
import { pointsText, whistsText } from './labels';
import { explainCell, standingOf, type CellPick, type SheetPick } from './sheet-model';

type Pick = SheetPick;

function CellExplain(props: { pick: CellPick; pulka: Pulka; night: NightView }) {
  const { t, language } = useT();
  const { night } = props;
  const { items, chain } = explainCell(
    props.pick,
    props.pulka,
    night.row.playerIds,
    night.nameOf,
    t,
    language,
  );
  return (
    <div data-pref="explain">
      {items.length === 0 ? (
        <p>{t('preferans:sheet.empty')}</p>
      ) : (
        <ol class="pref-explain-list">
          {items.map((item) => (
            <li key={item.key} data-deal={item.number}>
              <span class="muted">{item.label}</span> {item.what}: <strong>{item.line}</strong>
            </li>
          ))}
        </ol>
      )}
      {chain.length > 1 && (
        <p class="num muted">{t('preferans:sheet.chain', { chain: chain.join(' · ') })}</p>
      )}
    </div>
  );
}

function StandingExplain(props: {
  seat: number;
  pulka: Pulka;
  state: PreferansState;
  night: NightView;
}) {
  const { t, language } = useT();
  const players = props.night.row.playerIds;
  const r = settlePulka(props.pulka.sheet, players, props.state.settings);
  const i = props.seat;
  return (
    <div data-pref="explain-standing">
      <p>
        {t('preferans:sheet.goraSettled', {
          gora: r.gora.map((g) => pointsText(g, language, false)).join(' / '),
          amnesty: r.amnesty,
        })}
      </p>
      <ul class="pref-explain-list">
        {players.map((p, j) => {
          if (j === i) return null;
          const d = r.pair[i]![j]!;
          const key =
            d > 0
              ? 'preferans:sheet.owesMe'
              : d < 0
                ? 'preferans:sheet.iOwe'
                : 'preferans:sheet.even';
          return (
            <li key={p} class="num">
              {t(key, {
                name: props.night.nameOf(p),
                whists: whistsText(Math.abs(d), r.den, language, false),
              })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Cell(props: { value: number; onPick: () => void; label: string; name: string }) {
  const { language } = useT();
  return (
    <td class="num">
      <button
        type="button"
        class="pref-num"
        aria-label={props.label}
        data-pref={props.name}
        data-value={props.value}
        onClick={props.onPick}
      >
        {props.value === 0 ? '·' : pointsText(props.value, language, false)}
      </button>
    </td>
  );
}

function SheetTable(props: { pulka: Pulka; night: NightView; onPick: (p: Pick) => void }) {
  const { t } = useT();
  const { pulka, night } = props;
  const players = night.row.playerIds;
  const sheet = pulka.sheet;
  return (
    <table class="table pref-sheet" data-pref="sheet">
      <thead>
        <tr>
          <th scope="col">{t('preferans:sheet.player')}</th>
          <th scope="col" class="num">
            {t('preferans:sheet.pulya')}
          </th>
          <th scope="col" class="num">
            {t('preferans:sheet.gora')}
          </th>
          {players.map((p) => (
            <th
              key={p}
              scope="col"
              class="num pref-on"
              aria-label={t('preferans:sheet.on', { name: night.nameOf(p) })}
              title={t('preferans:sheet.on', { name: night.nameOf(p) })}
            >
              {/* The arrow over the name: a short name is never cut ("→Са…"). */}
              <span class="pref-on-name">
                {t('preferans:sheet.onShort', { name: night.nameOf(p) })}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {players.map((p, i) => (
          <tr key={p} data-player={night.nameOf(p)}>
            <th scope="row" class="pref-name">
              {night.nameOf(p)}
            </th>
            <Cell
              value={sheet.pulya[i]!}
              name="pulya"
              label={t('preferans:sheet.cellPulya', { name: night.nameOf(p) })}
              onPick={() => props.onPick({ kind: 'cell', column: 'pulya', seat: i })}
            />
            <Cell
              value={sheet.gora[i]!}
              name="gora"
              label={t('preferans:sheet.cellGora', { name: night.nameOf(p) })}
              onPick={() => props.onPick({ kind: 'cell', column: 'gora', seat: i })}
            />
            {players.map((q, j) =>
              j === i ? (
                <td key={q} class="pref-self" aria-hidden="true" />
              ) : (
                <Cell
                  key={q}
                  value={sheet.whists[i]![j]!}
                  name={`whists-${night.nameOf(q)}`}
                  label={t('preferans:sheet.cellWhists', {
                    name: night.nameOf(p),
                    on: night.nameOf(q),
                  })}
                  onPick={() => props.onPick({ kind: 'cell', column: 'whists', seat: i, on: j })}
                />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Standing(props: {
  pulka: Pulka;
  index: number;
  state: PreferansState;
  night: NightView;
  onPick: (p: Pick) => void;
}) {
  const { t, language } = useT();
  const { night, pulka } = props;
  const rows = standingOf(props.state, props.index, night.row.playerIds, language);
  return (
    <table class="table pref-standing" data-pref="standing">
      <caption class="field-label">
        {t(pulka.ended ? 'preferans:sheet.result' : 'preferans:sheet.standing')}
      </caption>
      <tbody>
        {rows.map((row, i) => (
          <tr
            key={row.player}
            data-player={night.nameOf(row.player)}
            data-whists={row.net / row.den}
            data-money={row.money}
          >
            <th scope="row">
              <button
                type="button"
                class="pref-num"
                onClick={() => props.onPick({ kind: 'standing', seat: i })}
              >
                {night.nameOf(row.player)}
              </button>
            </th>
            <td class="num">{t('preferans:sheet.whistsValue', { value: row.whists })}</td>
            <td class={`num ${row.money >= 0 ? 'pos' : 'neg'}`}>
              {formatMoney(row.money, night.row.currency, language, true)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PreferansSheet(props: { state: PreferansState; night: NightView }) {
  const { t } = useT();
  const { state, night } = props;
  const [chosen, setChosen] = useState<number | null>(null);
  const [pick, setPick] = useState<Pick | null>(null);
  const index = chosen ?? state.pulkas.length - 1;
  const pulka = state.pulkas[index]!;
  const players = night.row.playerIds;
  return (
    <section class="card pref-sheet-card" aria-label={t('preferans:sheet.region')}>
      {state.pulkas.length > 1 && (
        <Choice
          label={t('preferans:sheet.pulkas')}
          name="pulka"
          options={state.pulkas.map((_, i) => ({ value: i, label: String(i + 1) }))}
          value={index}
          onChange={setChosen}
        />
      )}
      <div class="pref-scroll">
        <SheetTable pulka={pulka} night={night} onPick={setPick} />
      </div>
      <p class="hint">{t('preferans:sheet.howToRead')}</p>
      <Standing pulka={pulka} index={index} state={state} night={night} onPick={setPick} />
      {pick && (
        <Dialog
          title={
            pick.kind === 'standing'
              ? night.nameOf(players[pick.seat]!)
              : pick.column === 'whists'
                ? t('preferans:sheet.cellWhists', {
                    name: night.nameOf(players[pick.seat]!),
                    on: night.nameOf(players[pick.on!]!),
                  })
                : t(
                    pick.column === 'pulya'
                      ? 'preferans:sheet.cellPulya'
                      : 'preferans:sheet.cellGora',
                    { name: night.nameOf(players[pick.seat]!) },
                  )
          }
          onClose={() => setPick(null)}
        >
          {pick.kind === 'cell' ? (
            <CellExplain pick={pick} pulka={pulka} night={night} />
          ) : (
            <StandingExplain seat={pick.seat} pulka={pulka} state={state} night={night} />
          )}
          <button
            type="button"
            class="btn btn-wide"
            data-pref="explain-close"
            onClick={() => setPick(null)}
          >
            {t('preferans:sheet.close')}
          </button>
        </Dialog>
      )}
    </section>
  );
}
