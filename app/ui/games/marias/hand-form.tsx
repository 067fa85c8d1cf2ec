// The hand form's questions: the contract, then only what the rules ask for
// this contract — the sedma's and sedma proti's own results, where the trump 7
// ended (tichá sedma), whether a side reached 100 (tiché kilo) and the points.
// When correcting, the main result is a toggle instead of the save buttons.
import { REACHED_100, TRUMP7_FATES, type Reached100 } from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import { Chips, WonLost } from './chips';
import { ContractFields, type FieldsProps } from './contract-fields';
import { HAND_RESULTS, type HandResult } from './logic/draft';
import { PointsFields } from './points-form';

export function HandFields(props: FieldsProps & { correcting?: boolean }) {
  const { t } = useT();
  const { draft, shape, onChange } = props;
  const set = (patch: Partial<typeof draft>) => onChange({ ...draft, ...patch });
  const won = t('marias:hand.won');
  const lost = t('marias:hand.lost');
  // The declarer by name: shorter than "declarer" in every language, and plainer.
  const declarerName = props.nameOf(shape.declarer);

  return (
    <>
      <ContractFields {...props} />
      {shape.hraNotPlayed !== null && draft.result !== 'conceded' && (
        <p class="hint marias-note">{t(`marias:ui.form.hraStatus.${shape.hraNotPlayed}`)}</p>
      )}
      {shape.sedmaResult && draft.result !== 'conceded' && (
        <WonLost
          label={t('marias:components.sedma')}
          name="sedmaWon"
          value={draft.sedmaWon}
          onChange={(sedmaWon) => set({ sedmaWon })}
          wonLabel={won}
          lostLabel={lost}
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
      {shape.trump7 && draft.result !== 'conceded' && (
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
      )}
      {shape.reached100 && draft.result !== 'conceded' && (
        <Chips
          label={t('marias:hand.reached100')}
          name="reached100"
          columns={3}
          small
          options={REACHED_100.map((r) => ({
            value: r,
            label: r === 'declarer' ? declarerName : t(`marias:reached100.${r}`),
          }))}
          value={draft.reached100}
          onChange={(r: Reached100 | undefined) => r !== undefined && set({ reached100: r })}
        />
      )}
      {shape.pointsHolder !== null && draft.result !== 'conceded' && (
        <PointsFields
          draft={draft}
          onChange={onChange}
          ctx={props.ctx}
          holder={shape.pointsHolder}
          declarerName={declarerName}
        />
      )}
      {props.correcting && (shape.needsWon || shape.canConcede) && (
        <Chips
          label={t('marias:ui.form.result')}
          name="result"
          small
          columns={shape.canConcede ? 3 : 2}
          options={HAND_RESULTS.filter((r) => r !== 'conceded' || shape.canConcede)
            .filter((r) => r === 'conceded' || shape.needsWon)
            .map((r: HandResult) => ({ value: r, label: t(`marias:ui.result.${r}`) }))}
          value={draft.result}
          onChange={(r) => set({ result: r })}
          optional
        />
      )}
    </>
  );
}
