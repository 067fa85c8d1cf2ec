// Vint entries and sheet lines in words: one line for the ledger list ("N–S:
// 3 БК by Petr, 9 tricks · revoke: Eva"), and the sentence behind every number
// on the sheet ("3 aces × 750 = 2250").
import type { LedgerEntry } from '../../../engine';
import {
  resolveVintSettings,
  VINT_DEAL_KIND,
  type AboveLine,
  type BelowLine,
  type VintDeal,
  type VintSettings,
} from '../../../engine/games/vint';
import { formatMoney } from '../../format';
import type { NightView } from '../types';
import { i18next } from '../../i18n/setup';
import type { TFunction } from '../../i18n/use-t';
import { contractText, points, sideName } from './labels';

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A vint deal claims a renonce when it carries one (payload.deal.renonces). */
export function vintClaimsRenonce(entry: Pick<LedgerEntry, 'kind' | 'payload'>): boolean {
  if (entry.kind !== VINT_DEAL_KIND || !isRecord(entry.payload)) return false;
  const deal = entry.payload['deal'];
  const renonces = isRecord(deal) ? deal['renonces'] : undefined;
  return Array.isArray(renonces) && renonces.length > 0;
}

function readableDeal(payload: unknown): VintDeal | null {
  if (!isRecord(payload) || !isRecord(payload.deal)) return null;
  const d = payload.deal;
  const ok =
    (d.declaringSide === 'A' || d.declaringSide === 'B') &&
    typeof d.declarer === 'string' &&
    typeof d.level === 'number' &&
    typeof d.denomination === 'string' &&
    typeof d.tricks === 'number';
  return ok ? (d as unknown as VintDeal) : null;
}

export function describeDeal(deal: VintDeal, nameOf: (id: string) => string, t: TFunction): string {
  const head = t('vint:describe.deal', {
    side: sideName(t, deal.declaringSide),
    contract: contractText(t, deal.level, deal.denomination),
    declarer: nameOf(deal.declarer),
    count: deal.tricks,
  });
  const marks = (deal.renonces ?? []).map((c) => {
    const name = nameOf(c.offender);
    if (c.corrected) return t('vint:describe.revokeCorrected', { name });
    return t(c.liable === 'alone' ? 'vint:describe.revokeAlone' : 'vint:describe.revoke', {
      name,
    });
  });
  if (deal.bothFirst)
    marks.push(t('vint:describe.bothFirst', { side: sideName(t, deal.bothFirst) }));
  return [head, ...marks].join(' · ');
}

/** Each setting in words, in the order the settings form shows them. */
export function settingsWords(
  settings: Partial<VintSettings>,
  t: TFunction,
  currency: NightView['row']['currency'],
  language: string,
): string[] {
  const out: string[] = [];
  const choice = (key: string, value: string) =>
    out.push(`${t(`vint:settings.${key}.label`)}: ${t(`vint:settings.${key}.${value}`)}`);
  if (settings.honours) choice('honours', settings.honours);
  if (settings.bothCross) choice('bothCross', settings.bothCross);
  if (settings.renonceMissingTrick) choice('renonceMissingTrick', settings.renonceMissingTrick);
  if (settings.bothSidesRevoke) choice('bothSidesRevoke', settings.bothSidesRevoke);
  if (settings.pairPays) choice('pairPays', settings.pairPays);
  if (settings.stake)
    out.push(
      `${t('vint:settings.stake.label')}: ${stakeWords(settings.stake, t, currency, language)}`,
    );
  if (settings.coronets !== undefined) choice('coronets', settings.coronets ? 'on' : 'off');
  return out;
}

export function stakeWords(
  stake: VintSettings['stake'],
  t: TFunction,
  currency: NightView['row']['currency'],
  language: string,
): string {
  return t('vint:settings.stake.value', {
    amount: formatMoney(stake.minor, currency, language),
    count: stake.perPoints,
  });
}

/** The fields a 'settings' entry sets, valid ones only. */
export function settingsChange(payload: unknown): Partial<VintSettings> {
  if (!isRecord(payload) || !isRecord(payload.settings)) return {};
  const given = payload.settings;
  const { settings, issues } = resolveVintSettings(given);
  const refused = new Set(issues.map((i) => i.field));
  return Object.fromEntries(
    Object.keys(settings)
      .filter((k) => k in given && !refused.has(k))
      .map((k) => [k, settings[k as keyof VintSettings]]),
  ) as Partial<VintSettings>;
}

export function describeVintEntry(entry: LedgerEntry, night: NightView, t: TFunction): string {
  if (entry.kind === VINT_DEAL_KIND) {
    const deal = readableDeal(entry.payload);
    return deal ? describeDeal(deal, night.nameOf, t) : t('vint:describe.unreadable');
  }
  if (entry.kind === 'settings') {
    return t('vint:describe.settings', {
      list: settingsWords(
        settingsChange(entry.payload),
        t,
        night.row.currency,
        i18next.language,
      ).join('; '),
    });
  }
  return t('vint:errors.unknownEntryKind');
}

/** "9 tricks × 30 = 270", with the penalty tricks and the cap when they apply. */
export function belowText(line: BelowLine, t: TFunction, language: string): string {
  const earned = line.points + line.excess;
  let text = `${t('vint:lines.tricks', { count: line.tricks, v: line.v })} = ${points(earned, language)}`;
  if (line.received > 0) text += ` (${t('vint:lines.received', { count: line.received })})`;
  if (line.excess > 0) {
    text += ` · ${t('vint:explain.capped', {
      points: points(line.points, language),
      excess: points(line.excess, language),
    })}`;
  }
  return text;
}

/** "Penalty for 2 tricks short: 2 × 3000 = 6000", "3 aces × 750 = 2250", "Game: 1000". */
export function aboveText(line: AboveLine, t: TFunction, language: string): string {
  const total = points(line.points, language);
  switch (line.reason) {
    case 'honours':
    case 'aces':
      return `${t(`vint:lines.${line.reason}`, {
        count: line.count ?? 0,
        each: points(line.each ?? 0, language),
      })} = ${total}`;
    case 'undertricks':
    case 'renonceMissingTricks':
      return `${t(`vint:lines.${line.reason}`, { count: line.count ?? 0 })}: ${line.count ?? 0} × ${points(line.each ?? 0, language)} = ${total}`;
    default:
      return `${t(`vint:lines.${line.reason}`)}: ${total}`;
  }
}
