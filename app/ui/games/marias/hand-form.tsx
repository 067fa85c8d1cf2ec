// The hand form's questions: the contract, then only what the rules ask for
// this contract — the sedma's and sedma proti's own results, where the trump 7
// ended (tichá sedma), whether a side reached 100 (tiché kilo) and the points.
// When correcting, the main result is a toggle instead of the save buttons.
import { REACHED_100, TRUMP7_FATES, type Reached100 } from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import { Chips, WonLost } from './chips';
import { ContractFields, type FieldsProps } from './contract-fields';
import type { HandDraft, HandResult } from './logic/draft';
import { playedQuestions, resultChoices } from './logic/questions';
import { PointsFields } from './points-form';

/** One question of the form: the draft, a way to change it, and the declarer by name. */
type QuestionProps = FieldsProps & {
  set: (patch: Partial<HandDraft>) => void;
  /** The declarer by name: shorter than "declarer" in every language, and plainer. */
  declarerName: string;
};

export function HandFields(props: FieldsProps & { correcting?: boolean }) {
  const { t } = useT();
  const { draft, shape, onChange } = props;
  const set = (patch: Partial<HandDraft>) => onChange({ ...draft, ...patch });
  const q: QuestionProps = { ...props, set, declarerName: props.nameOf(shape.declarer) };
  const asks = playedQuestions(shape, draft);
  return (
    <>
      <ContractFields {...props} />
      {asks.hraStatus && shape.hraNotPlayed !== null && (
        <p class="hint marias-note">{t(`marias:ui.form.hraStatus.${shape.hraNotPlayed}`)}</p>
      )}
      <SedmaResults {...q} sedma={asks.sedma} />
      {asks.trump7 && <Trump7Fields {...q} />}
      {asks.reached100 && <Reached100Chips {...q} />}
      {asks.points && shape.pointsHolder !== null && (
        <PointsFields
          draft={draft}
          onChange={onChange}
          ctx={props.ctx}
          holder={shape.pointsHolder}
          declarerName={q.declarerName}
        />
      )}
      {props.correcting && (shape.needsWon || shape.canConcede) && <ResultChips {...q} />}
    </>
  );
}

/** The declarer's sedma and the defenders' sedma proti, each won or lost on its own. */
function SedmaResults({ draft, shape, set, sedma }: QuestionProps & { sedma: boolean }) {
  const { t } = useT();
  return (
    <>
      {sedma && (
        <WonLost
          label={t('marias:components.sedma')}
          name="sedmaWon"
          value={draft.sedmaWon}
          onChange={(sedmaWon) => set({ sedmaWon })}
          wonLabel={t('marias:hand.won')}
          lostLabel={t('marias:hand.lost')}
        />
      )}
      {shape.sedmaProtiResult && (
        <WonLost
          label={t('marias:components.sedmaProti')}
          name="sedmaProtiWon"
          value={draft.sedmaProtiWon}
          onChange={(sedmaProtiWon) => set({ sedmaProtiWon })}
          wonLabel={t('marias:ui.form.protiWon')}
          lostLabel={t('marias:ui.form.protiLost')}
        />
      )}
    </>
  );
}

/** Where the trump 7 ended (tichá sedma) and, when it took the last trick, by which side. */
function Trump7Fields({ draft, set, declarerName }: QuestionProps) {
  const { t } = useT();
  return (
    <>
      <Chips
        label={t('marias:hand.trump7')}
        name="trump7"
        columns={3}
        small
        options={TRUMP7_FATES.map((f) => ({ value: f, label: t(`marias:trump7.${f}`) }))}
        value={draft.trump7}
        onChange={(f) => f !== undefined && set({ trump7: f })}
      />
      {draft.trump7 !== 'elsewhere' && (
        <Chips
          label={t('marias:hand.trump7Side')}
          name="trump7Side"
          inline
          small
          columns={2}
          options={(['declarer', 'defenders'] as const).map((s) => ({
            value: s,
            label: s === 'declarer' ? declarerName : t(`marias:sides.${s}`),
          }))}
          value={draft.trump7Side}
          onChange={(s) => s !== undefined && set({ trump7Side: s })}
        />
      )}
    </>
  );
}

/** Did a side reach 100 (tiché kilo)? */
function Reached100Chips({ draft, set, declarerName }: QuestionProps) {
  const { t } = useT();
  return (
    <Chips
      label={t('marias:hand.reached100')}
      name="reached100"
      columns={3}
      small
      options={REACHED_100.map((r) => ({
        value: r,
        // A long name ends in an ellipsis, as in the declarer's row; the chip's name is whole.
        label:
          r === 'declarer' ? (
            <span class="marias-chip-name">{declarerName}</span>
          ) : (
            t(`marias:reached100.${r}`)
          ),
        ...(r === 'declarer' ? { name: declarerName } : {}),
      }))}
      value={draft.reached100}
      onChange={(r: Reached100 | undefined) => r !== undefined && set({ reached100: r })}
    />
  );
}

/** Correcting: the hand's result as a toggle (a new hand takes it from the save buttons). */
function ResultChips({ draft, shape, set }: QuestionProps) {
  const { t } = useT();
  return (
    <Chips
      label={t('marias:ui.form.result')}
      name="result"
      small
      columns={shape.canConcede ? 3 : 2}
      options={resultChoices(shape).map((r: HandResult) => ({
        value: r,
        label: t(`marias:ui.result.${r}`),
      }))}
      value={draft.result}
      onChange={(r) => set({ result: r })}
      optional
    />
  );
}
