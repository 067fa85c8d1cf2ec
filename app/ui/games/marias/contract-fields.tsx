// What was announced and flecked: declarer, game, trumps (hearts ×2), the
// defenders' sedma / kilo proti, the flek steppers and, under the ČSM limit
// when it matters, who raised. Shared by the hand form and a tier-3 renonc.
import type { PlayerId, ValidationIssue } from '../../../engine';
import {
  HEARTS,
  MARIAS_GAMES,
  MARIAS_SUITS,
  type MariasGame,
  type MariasSuit,
} from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import { Chips, Toggle } from './chips';
import { defendersOf, type FormShape, type HandDraft } from './logic/draft';
import { FlekSteppers } from './flek-steppers';
import type { MariasContext } from './logic/model';
import { asksRaisedBy, withRaiser } from './logic/questions';

export interface FieldsProps {
  readonly draft: HandDraft;
  readonly onChange: (draft: HandDraft) => void;
  readonly ctx: MariasContext;
  readonly shape: FormShape;
  readonly nameOf: (id: PlayerId) => string;
  /** The issues of the outcome shown, to ask a question only the engine knows is needed. */
  readonly issues: readonly ValidationIssue[];
}

/** One part of the contract: the draft and a way to change some of it. */
type PartProps = FieldsProps & { set: (patch: Partial<HandDraft>) => void };

export function ContractFields(props: FieldsProps) {
  const { draft, ctx, shape, onChange } = props;
  const set = (patch: Partial<HandDraft>) => onChange({ ...draft, ...patch });
  const part: PartProps = { ...props, set };
  return (
    <>
      <DeclarerChips {...part} />
      <GameChips {...part} />
      {shape.trumpGame && <TrumpChips {...part} />}
      {(shape.canSedmaProti || shape.canKiloProti) && <ProtiToggles {...part} />}
      <FlekSteppers
        draft={draft}
        onChange={onChange}
        ctx={ctx}
        shape={shape}
        nameOf={props.nameOf}
      />
      {asksRaisedBy(ctx, draft, props.issues) && <RaisedByToggles {...part} />}
    </>
  );
}

/** The declarer, the forhont marked (choosing him is the default: nothing stored). */
function DeclarerChips({ ctx, shape, nameOf, set }: PartProps) {
  const { t } = useT();
  const players = ctx.seating.players;
  return (
    <Chips
      label={t('marias:hand.declarer')}
      name="declarer"
      columns={players.length}
      options={players.map((p) => ({
        value: p,
        label: (
          <>
            {nameOf(p)}
            {p === ctx.forhont && (
              <span class="marias-forhont-mark" aria-hidden="true">
                •
              </span>
            )}
          </>
        ),
        name: p === ctx.forhont ? t('marias:ui.form.forhontName', { name: nameOf(p) }) : nameOf(p),
      }))}
      value={shape.declarer}
      onChange={(p) => p !== undefined && set({ declarer: p === ctx.forhont ? undefined : p })}
    />
  );
}

function GameChips({ draft, set }: PartProps) {
  const { t } = useT();
  return (
    <Chips
      label={t('marias:hand.game')}
      name="game"
      columns={3}
      options={MARIAS_GAMES.map((g) => ({ value: g, label: t(`marias:ui.gameChip.${g}`) }))}
      value={draft.game}
      onChange={(g: MariasGame | undefined) => g !== undefined && set({ game: g })}
    />
  );
}

/** The trump suit, optional; hearts (červený, every amount ×2) says so. */
function TrumpChips({ draft, set }: PartProps) {
  const { t } = useT();
  return (
    <Chips
      label={t('marias:ui.form.trumps')}
      name="suit"
      columns={4}
      small
      optional
      options={MARIAS_SUITS.map((s) => ({
        value: s,
        label: s === HEARTS ? `♥ ${t('marias:suits.cerveny')}` : t(`marias:suits.${s}`),
        name: s === HEARTS ? t('marias:ui.form.heartsName') : t(`marias:suits.${s}`),
      }))}
      value={draft.suit}
      onChange={(s: MariasSuit | undefined) => set({ suit: s })}
    />
  );
}

/** The defenders' sedma proti and kilo proti, where the game allows them. */
function ProtiToggles({ draft, shape, set }: PartProps) {
  const { t } = useT();
  return (
    <div class="marias-inline" role="group" aria-label={t('marias:hand.proti')}>
      <span class="field-label" aria-hidden="true">
        {t('marias:hand.proti')}
      </span>
      {shape.canSedmaProti && (
        <Toggle
          name="sedmaProti"
          label={t('marias:ui.form.addSedmaProti')}
          on={draft.sedmaProti}
          onChange={(on) => set({ sedmaProti: on })}
        />
      )}
      {shape.canKiloProti && (
        <Toggle
          name="kiloProti"
          label={t('marias:ui.form.addKiloProti')}
          on={draft.kiloProti}
          onChange={(on) => set({ kiloProti: on })}
        />
      )}
    </div>
  );
}

/** Under the ČSM limit: which defenders raised (one toggle each). */
function RaisedByToggles({ draft, ctx, shape, nameOf, set }: PartProps) {
  const { t } = useT();
  return (
    <div class="marias-inline" role="group" aria-label={t('marias:hand.raisedBy')}>
      <span class="field-label" aria-hidden="true">
        {t('marias:hand.raisedBy')}
      </span>
      {defendersOf(ctx, shape.declarer).map((d) => (
        <Toggle
          key={d}
          name="raisedBy"
          label={nameOf(d)}
          on={draft.raisedBy?.includes(d) === true}
          onChange={(on) => set({ raisedBy: withRaiser(draft.raisedBy, d, on) })}
        />
      ))}
    </div>
  );
}
