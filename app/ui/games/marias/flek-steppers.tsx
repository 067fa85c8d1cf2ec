// Flek steppers: one per announced component (team flek) or one per
// component and defender (individual flek), each showing the level by its
// name — flek, re, tutti, boty, kalhoty, kajzr — up to the table's maximum.
import type { PlayerId } from '../../../engine';
import { mariasKeys, type FlekCounter, type FlekLevels } from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import { Stepper } from '../../kit/layout';
import { contractOf, defendersOf, type FormShape, type HandDraft } from './logic/draft';
import { counterLabel } from './logic/labels';
import type { MariasContext } from './logic/model';

export function FlekSteppers(props: {
  draft: HandDraft;
  onChange: (draft: HandDraft) => void;
  ctx: MariasContext;
  shape: FormShape;
  nameOf: (id: PlayerId) => string;
}) {
  const { t } = useT();
  const { draft, ctx, shape } = props;
  const { settings } = ctx;
  if (settings.maxFlek === 0 || shape.counters.length === 0) return null;
  const contract = contractOf(draft, ctx);
  const format = (level: number) => t(mariasKeys.flek(level));
  const label = (c: FlekCounter) => counterLabel(t, c, contract, settings);

  if (settings.flekScope === 'team') {
    return (
      <fieldset class="marias-flek">
        {/* Each row's value says the level ("bez fleku", "re"): the word is for screen readers,
            its line is the pinned row's room (#28). */}
        <legend class="visually-hidden">{t('marias:hand.flek')}</legend>
        {shape.counters.map((c) => (
          <Stepper
            key={c}
            name={`flek-${c}`}
            label={label(c)}
            value={draft.flek[c] ?? 0}
            min={0}
            max={settings.maxFlek}
            format={format}
            onChange={(level) => props.onChange({ ...draft, flek: { ...draft.flek, [c]: level } })}
          />
        ))}
      </fieldset>
    );
  }

  const defenders = defendersOf(ctx, shape.declarer);
  const set = (d: PlayerId, c: FlekCounter, level: number) => {
    const levels: FlekLevels = { ...(draft.flekBy[d] ?? {}), [c]: level };
    props.onChange({ ...draft, flekBy: { ...draft.flekBy, [d]: levels } });
  };
  return (
    <fieldset class="marias-flek">
      <legend class="field-label">{t('marias:ui.form.flekEach')}</legend>
      {shape.counters.flatMap((c) =>
        defenders.map((d) => (
          <Stepper
            key={`${c}-${d}`}
            name={`flek-${c}-${props.nameOf(d)}`}
            label={t('marias:ui.form.flekAgainst', { counter: label(c), name: props.nameOf(d) })}
            value={draft.flekBy[d]?.[c] ?? 0}
            min={0}
            max={settings.maxFlek}
            format={format}
            onChange={(level) => set(d, c, level)}
          />
        )),
      )}
    </fieldset>
  );
}
