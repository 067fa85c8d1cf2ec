// The revoke claims of one deal: who revoked (his side follows), who is liable,
// whether it was put right in time. A new claim is possible only on the latest
// deal: once the next deal is entered the cards were cut (rules section 6).
import { MAX_RENONCES, sideOf } from '../../../engine/games/vint';
import { useT } from '../../i18n/use-t';
import { Choice } from '../../kit/layout';
import { NEW_CLAIM, type ClaimDraft } from './draft';
import { PlayerPicker } from './player-picker';

export function RenonceSection(props: {
  claims: readonly ClaimDraft[];
  onChange: (claims: readonly ClaimDraft[]) => void;
  players: readonly string[];
  nameOf: (id: string) => string;
  /** False when the next deal exists: then only claims already recorded may be edited. */
  canAdd: boolean;
  /** The "+ claim" button stands under the save row instead (AddRenonceButton). */
  addBelow?: boolean;
  invalid?: boolean;
}) {
  const { t } = useT();
  const { claims } = props;
  const update = (i: number, claim: ClaimDraft) =>
    props.onChange(claims.map((c, j) => (j === i ? claim : c)));
  return (
    <section
      class={`vint-renonces${props.invalid ? ' vint-invalid' : ''}`}
      aria-label={t('vint:rules.renonce.title')}
    >
      {claims.map((claim, i) => (
        <div key={i} class="vint-claim" data-claim={i + 1}>
          <div class="vint-claim-head">
            <h3 class="section-title">{t('vint:renonce.number', { number: i + 1 })}</h3>
            <button
              type="button"
              class="btn btn-icon btn-small"
              aria-label={t('vint:renonce.remove', { number: i + 1 })}
              onClick={() => props.onChange(claims.filter((_, j) => j !== i))}
            >
              ×
            </button>
          </div>
          <ClaimFields
            claim={claim}
            onChange={(c) => update(i, c)}
            players={props.players}
            nameOf={props.nameOf}
          />
        </div>
      ))}
      {props.addBelow ? null : props.canAdd ? (
        <AddRenonceButton claims={claims} onChange={props.onChange} />
      ) : (
        <>
          <button type="button" class="btn btn-wide" data-vint="add-renonce" disabled>
            + {t('vint:renonce.claim')}
          </button>
          <p class="vint-refusal" data-vint="cards-cut">
            {t('vint:renonce.cardsCut')}
          </p>
        </>
      )}
    </section>
  );
}

/**
 * "+ Claim a revoke". On the new-deal form it stands under the pinned save row,
 * not over it (#28: the row covered all but a 9.6 px strip of it, and a
 * rare claim came before Save in the tab order); the claim it adds opens
 * above, in the form, so it is brought into view and focused.
 */
export function AddRenonceButton(props: {
  claims: readonly ClaimDraft[];
  onChange: (claims: readonly ClaimDraft[]) => void;
}) {
  const { t } = useT();
  const { claims } = props;
  const add = () => {
    props.onChange([...claims, NEW_CLAIM]);
    requestAnimationFrame(() => {
      const added = document.querySelector<HTMLElement>(`[data-claim="${claims.length + 1}"]`);
      added?.scrollIntoView({ block: 'center' });
      added
        ?.querySelector<HTMLElement>('button[data-vint="offender"]')
        ?.focus({ preventScroll: true });
    });
  };
  return (
    <button
      type="button"
      class="btn btn-wide"
      data-vint="add-renonce"
      disabled={claims.length >= MAX_RENONCES}
      onClick={add}
    >
      + {t('vint:renonce.claim')}
    </button>
  );
}

export function ClaimFields(props: {
  claim: ClaimDraft;
  onChange: (claim: ClaimDraft) => void;
  players: readonly string[];
  nameOf: (id: string) => string;
}) {
  const { t } = useT();
  const { claim } = props;
  const side = claim.offender === undefined ? undefined : sideOf(props.players, claim.offender);
  return (
    <>
      <PlayerPicker
        label={t('vint:renonce.offender')}
        name="offender"
        players={props.players}
        nameOf={props.nameOf}
        value={claim.offender}
        onChange={(offender) => props.onChange({ ...claim, offender })}
      />
      <Choice
        label={t('vint:renonce.liable.label')}
        name="liable"
        options={[
          { value: 'both', label: t('vint:renonce.liable.both') },
          { value: 'alone', label: t('vint:renonce.liable.alone') },
        ]}
        value={claim.liable}
        onChange={(liable) => props.onChange({ ...claim, liable })}
      />
      <Choice
        label={t('vint:renonce.correctedLabel')}
        name="corrected"
        options={[
          { value: 'no', label: t('vint:renonce.correctedNo') },
          { value: 'yes', label: t('vint:renonce.correctedYes') },
        ]}
        value={claim.corrected ? 'yes' : 'no'}
        onChange={(v) => props.onChange({ ...claim, corrected: v === 'yes' })}
      />
      {side !== undefined && !claim.corrected && (
        <p class="hint">{t('vint:renonce.effect', { side: t(`vint:sides.${side}`) })}</p>
      )}
    </>
  );
}
