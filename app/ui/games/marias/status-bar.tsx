// Where the table is, always at the top of the night screen: hand · round ·
// who deals · who sits out (four players) · the forhont, and a warning when
// the next misdeal in this round will be fined (never on a closed night).
import { mariasTableStatus, type MariasState } from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import type { NightView } from '../types';
import { nextMisdealWords } from './logic/misdeal';

export function MariasStatusBar(props: { night: NightView; state: MariasState; closed?: boolean }) {
  const { t, language } = useT();
  const { night, state } = props;
  const s = mariasTableStatus(state, night.info);
  return (
    <section
      class="status-bar marias-status"
      aria-label={t('marias:ui.status.region')}
      data-marias="status"
      data-hand={s.handNumber}
      data-round={s.round}
      data-dealer={night.nameOf(s.dealer)}
      data-sitter={s.sitter === null ? '' : night.nameOf(s.sitter)}
      data-forhont={night.nameOf(s.forhont)}
    >
      <span>{t('marias:status.hand', { n: s.handNumber })}</span>
      <span>{t('marias:status.round', { n: s.round })}</span>
      <span>{t('marias:status.deals', { name: night.nameOf(s.dealer) })}</span>
      {s.sitter !== null && (
        <span>{t('marias:status.sitsOut', { name: night.nameOf(s.sitter) })}</span>
      )}
      <span>{t('marias:status.forhont', { name: night.nameOf(s.forhont) })}</span>
      {/* A closed night deals no more: "the next misdeal is a renonc" would be noise (#28). */}
      {s.nextMisdealFined && !props.closed && (
        <span class="marias-status-warn" data-marias="misdeal-warning">
          {nextMisdealWords(t, state, night.row.currency, language)}
        </span>
      )}
      {state.settingsIssues.length > 0 && (
        <span class="marias-status-warn" role="alert">
          {t('marias:ui.status.settingsBroken')}
        </span>
      )}
    </section>
  );
}
