// Points, asked only where the money depends on them (kilo, kilo proti,
// tiché kilo): the holder's card points in tens, who holds each marriage (the
// one in trumps counts 40), and under kiloMarriage 'first' which came first.
import { MARIAS_SUITS, type MariasSide, type MariasSuit } from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import { Chips } from './chips';
import { CARD_POINTS, type HandDraft } from './logic/draft';
import type { MariasContext } from './logic/model';

export function PointsFields(props: {
  draft: HandDraft;
  onChange: (draft: HandDraft) => void;
  ctx: MariasContext;
  holder: MariasSide;
  declarerName: string;
}) {
  const { t } = useT();
  const { draft, holder } = props;
  const set = (patch: Partial<HandDraft>) => props.onChange({ ...draft, ...patch });
  const trumpSuit = draft.suit;
  const own = MARIAS_SUITS.filter((s) => draft.marriages[s] === holder);
  const askFirst = props.ctx.settings.kiloMarriage === 'first' && own.length > 1;
  const other = holder === 'declarer' ? 'defenders' : 'declarer';
  const otherCards = draft.cards === undefined ? undefined : 90 - draft.cards;

  return (
    <fieldset class="marias-points" data-marias="points">
      <legend class="section-title">{t('marias:ui.form.pointsTitle')}</legend>
      <Chips
        label={t(`marias:ui.form.cardsOf.${holder}`)}
        name="cards"
        columns={5}
        options={CARD_POINTS.map((p) => ({ value: p, label: String(p) }))}
        value={draft.cards}
        onChange={(cards) => set({ cards })}
        hint={
          otherCards === undefined
            ? t('marias:ui.form.cardsHint')
            : t(`marias:ui.form.cardsOther.${other}`, { points: otherCards })
        }
      />
      <div class="marias-marriages" role="group" aria-label={t('marias:hand.marriages')}>
        <span class="field-label" aria-hidden="true">
          {t('marias:hand.marriages')}
        </span>
        {MARIAS_SUITS.map((suit) => (
          <Chips
            key={suit}
            inline
            label={
              suit === trumpSuit
                ? t('marias:ui.form.marriageTrump', { suit: t(`marias:suits.${suit}`) })
                : t('marias:ui.form.marriage', { suit: t(`marias:suits.${suit}`) })
            }
            name={`marriage-${suit}`}
            columns={2}
            small
            optional
            options={(['declarer', 'defenders'] as const).map((side) => ({
              value: side,
              label: side === 'declarer' ? props.declarerName : t(`marias:sides.${side}`),
            }))}
            value={draft.marriages[suit]}
            onChange={(side: MariasSide | undefined) => {
              const marriages = { ...draft.marriages };
              if (side === undefined) delete marriages[suit];
              else marriages[suit] = side;
              set({ marriages });
            }}
          />
        ))}
      </div>
      {askFirst && (
        <Chips
          label={t('marias:ui.form.firstMarriage')}
          name="firstMarriage"
          columns={own.length}
          options={own.map((s) => ({ value: s, label: t(`marias:suits.${s}`) }))}
          value={draft.firstMarriage}
          onChange={(s: MariasSuit | undefined) => set({ firstMarriage: s })}
        />
      )}
    </fieldset>
  );
}
