// A ledger line opened: a hand's breakdown (component → units → flek →
// money), a renonc's fine with V, whether a misdeal was fined, or the settings
// an entry set — each under the settings and seating of its own deal.
import { useEffect, useState } from 'preact/hooks';
import type { LedgerEntry } from '../../../engine';
import {
  inspectMariasHand,
  mariasKeys,
  normalizeMariasSettings,
  settleMariasHand,
  validateMariasRenonc,
  settleMariasRenonc,
  renoncValue,
  type MariasHand,
  type MariasRenonc,
  type MariasSettings,
  type MariasState,
} from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../kit/messages';
import { useNotices } from '../../kit/notices';
import { useServices } from '../../services';
import type { NightView } from '../types';
import { HandBreakdown, RenoncPayments } from './breakdown';
import { describeMariasEntry, settingsWords } from './logic/describe';
import { misdealDealer, misdealFined, misdealFineWords } from './logic/misdeal';
import {
  contextOfDeal,
  HAND_KIND,
  isRecord,
  loadEntryContext,
  MISDEAL_KIND,
  RENONC_KIND,
} from './logic/model';
import { Issues } from './preview';
import { renoncMoneyWords } from './logic/labels';

function HandDetail(props: { hand: MariasHand; before: MariasState; night: NightView }) {
  const { night, hand } = props;
  const ctx = contextOfDeal(props.before.settings, night, hand.dealer);
  const { issues } = inspectMariasHand(ctx.settings, ctx.seating, hand);
  if (issues.length > 0) return <Issues issues={issues} />;
  return (
    <HandBreakdown
      settlement={settleMariasHand(ctx.settings, ctx.seating, hand)}
      nameOf={night.nameOf}
      currency={night.row.currency}
    />
  );
}

function RenoncDetail(props: { renonc: MariasRenonc; before: MariasState; night: NightView }) {
  const { t, language } = useT();
  const { night, renonc, before } = props;
  const ctx = contextOfDeal(before.settings, night, renonc.dealer ?? before.nextDealer);
  const issues = validateMariasRenonc(ctx.settings, ctx.seating, renonc);
  if (issues.length > 0) return <Issues issues={issues} />;
  const { payments } = settleMariasRenonc(ctx.settings, ctx.seating, renonc);
  return (
    <div class="marias-detail">
      <p>{t(mariasKeys.renoncTier(renonc.tier))}</p>
      <p class="hint">
        {renoncMoneyWords(t, ctx.settings, renonc.tier, night.row.currency, language)}
      </p>
      {renonc.contract && (
        <p class="num" data-marias="value">
          {t('marias:renonc.value', { units: renoncValue(ctx.settings, renonc.contract) })}
        </p>
      )}
      <RenoncPayments payments={payments} nameOf={night.nameOf} currency={night.row.currency} />
    </div>
  );
}

function SettingsDetail(props: { payload: unknown; night: NightView }) {
  const { t, language } = useT();
  const { night } = props;
  const raw =
    isRecord(props.payload) && isRecord(props.payload.settings) ? props.payload.settings : {};
  const settings: MariasSettings = normalizeMariasSettings(raw as Partial<MariasSettings>);
  // Custom rates are shown with the tariff they belong to.
  const changed = new Set(Object.keys(raw).map((k) => (k === 'customRates' ? 'tariff' : k)));
  const lines = settingsWords(settings, t, night.row.currency, language, night.info.players.length);
  return (
    <ul class="marias-settings-words">
      {lines
        .filter((l) => changed.has(l.key))
        .map((l) => (
          <li key={l.key}>
            {l.label}: {l.value}
          </li>
        ))}
      {typeof raw.firstDealer === 'string' && (
        <li>
          {t(mariasKeys.settingLabel('firstDealer'))}: {night.nameOf(raw.firstDealer)}
        </li>
      )}
    </ul>
  );
}

export function MariasEntryDetail(props: {
  entry: LedgerEntry;
  night: NightView;
  state: MariasState;
}) {
  const { t, language } = useT();
  const { db } = useServices();
  const notices = useNotices();
  const { entry, night } = props;
  const [before, setBefore] = useState<MariasState | null | undefined>(undefined);

  useEffect(() => {
    let alive = true;
    loadEntryContext(db, night, entry.id)
      .then((found) => alive && setBefore(found?.before ?? null))
      .catch((err: unknown) => notices.fail(errorText(t, err)));
    return () => {
      alive = false;
    };
  }, [db, entry.id]);

  const head = <p class="marias-detail-head">{describeMariasEntry(entry, night, t)}</p>;
  if (entry.kind === 'settings') {
    return (
      <div class="marias-detail">
        {head}
        <SettingsDetail payload={entry.payload} night={night} />
      </div>
    );
  }
  if (before === undefined) return <div class="marias-detail">{head}</div>;
  if (before === null) {
    return (
      <div class="marias-detail">
        {head}
        <p class="muted">{t('marias:ui.edit.inactive')}</p>
      </div>
    );
  }
  const payload = entry.payload;
  return (
    <div class="marias-detail" data-marias="entry-detail">
      {head}
      {entry.kind === HAND_KIND && isRecord(payload) && (
        <HandDetail hand={payload as unknown as MariasHand} before={before} night={night} />
      )}
      {entry.kind === RENONC_KIND && isRecord(payload) && (
        <RenoncDetail renonc={payload as unknown as MariasRenonc} before={before} night={night} />
      )}
      {entry.kind === MISDEAL_KIND && (
        <p>
          {misdealFined(before.misdealsThisRound)
            ? misdealFineWords(t, before.settings, night.row.currency, language)
            : t('marias:ui.misdeal.free', {
                name: night.nameOf(misdealDealer(payload) ?? ''),
              })}
        </p>
      )}
    </div>
  );
}
