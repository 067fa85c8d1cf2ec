// Preferans entries in words: one line for the ledger list ("Анна: 6♠, пас –
// вист · 6 взяток", "Борис: 7♦, вист – вист · 6–2–2": the tricks as they
// were entered), and every setting as a sentence for the rules page and for
// a settings entry.
import type { LedgerEntry } from '../../../engine';
import {
  activePlayers,
  defendersOf,
  PREF_CORRECTION_KIND,
  PREF_DEAL_KIND,
  PREF_END_KIND,
  PREF_PULKA_KIND,
  PREF_REOPEN_KIND,
  SETTING_KEYS,
  type ContractDeal,
  type PreferansDeal,
  type PreferansSettings,
} from '../../../engine/games/preferans';
import type { TFunction } from '../../i18n/use-t';
import type { NightView } from '../types';
import { callPairText, contractText } from './labels';
import type { CallPair } from './model';

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

export function describeDeal(
  deal: PreferansDeal,
  players: readonly string[],
  nameOf: (id: string) => string,
  t: TFunction,
): string {
  if (deal.type === 'allPass') {
    const active = activePlayers(players, deal.dealer);
    return t('preferans:describe.allPass', {
      tricks: active.map((p) => `${nameOf(p)} ${deal.tricks[p] ?? '?'}`).join(', '),
    });
  }
  if (deal.type === 'misere') {
    return t('preferans:describe.misere', {
      name: nameOf(deal.declarer),
      count: deal.declarerTricks,
    });
  }
  const head = t('preferans:describe.contract', {
    name: nameOf(deal.declarer),
    contract: contractText(t, deal.level, deal.suit),
    calls: callPairText(t, `${deal.firstCall}-${deal.secondCall}` as CallPair),
  });
  return `${head} · ${enteredTricks(deal, players, t)}`;
}

function readableDeal(payload: unknown): PreferansDeal | null {
  if (!isRecord(payload) || !isRecord(payload.deal)) return null;
  const d = payload.deal;
  if (typeof d.dealer !== 'string') return null;
  if (d.type === 'allPass' && isRecord(d.tricks)) return d as unknown as PreferansDeal;
  if (d.type === 'misere' && typeof d.declarer === 'string') return d as unknown as PreferansDeal;
  if (d.type === 'contract' && typeof d.declarer === 'string' && typeof d.level === 'number') {
    return d as unknown as PreferansDeal;
  }
  return null;
}

/** Tricks in the order declarer, first, second defender (the way players say them). */
export function orderedTricks(deal: PreferansDeal, players: readonly string[]): string | null {
  if (deal.type !== 'contract' || !deal.tricks) return null;
  const [a, b] = defendersOf(players, deal.dealer, deal.declarer);
  return [deal.declarer, a, b].map((p) => deal.tricks![p] ?? '?').join('–');
}

/**
 * A contract's tricks as the scorer entered them (#28): with two whisters
 * (a checked ten is entered as two) the split he tapped, declarer first;
 * with one whister or a played half-whist only the declarer's, since the form
 * never asks how the defence split its tricks (it changes no score) and the
 * 0 stored for the passer is no one's statement.
 */
export function enteredTricks(deal: ContractDeal, players: readonly string[], t: TFunction) {
  if (!deal.tricks) return t('preferans:describe.notPlayed');
  if (deal.firstCall === 'whist' && deal.secondCall === 'whist') {
    return orderedTricks(deal, players)!;
  }
  const taken = deal.tricks[deal.declarer];
  return typeof taken === 'number'
    ? t('preferans:describe.declarerTricks', { count: taken })
    : t('preferans:describe.unreadable');
}

export function describePreferansEntry(entry: LedgerEntry, night: NightView, t: TFunction): string {
  if (entry.kind === PREF_DEAL_KIND) {
    const deal = readableDeal(entry.payload);
    return deal
      ? describeDeal(deal, night.row.playerIds, night.nameOf, t)
      : t('preferans:describe.unreadable');
  }
  if (entry.kind === PREF_CORRECTION_KIND) {
    return entry.reason
      ? `${t('preferans:describe.correction')}: ${entry.reason}`
      : t('preferans:describe.correction');
  }
  if (entry.kind === PREF_END_KIND) return t('preferans:describe.end');
  if (entry.kind === PREF_PULKA_KIND) return t('preferans:describe.newPulka');
  if (entry.kind === PREF_REOPEN_KIND) {
    const p = entry.payload;
    const size = isRecord(p) && typeof p.pulyaSize === 'number' ? p.pulyaSize : '?';
    const head = t('preferans:describe.reopen', { size });
    return entry.reason ? `${head}: ${entry.reason}` : head;
  }
  if (entry.kind === 'settings') return t('preferans:describe.settings');
  return entry.kind;
}

/** One setting's value in words: "Пуля: 20", "Вист: жлобский". */
export function settingValue(
  key: (typeof SETTING_KEYS)[number],
  s: PreferansSettings,
  t: TFunction,
): string {
  const v = s[key];
  if (key === 'progression')
    return s.progression.join(', ') + (s.progression.length > 1 ? '…' : '');
  if (key === 'pulyaSize' || key === 'rostovPassWhists') return String(v);
  if (key === 'stake') return t('preferans:settings.stake.value', { count: s.stake });
  return t(`preferans:settings.${key}.${String(v)}`);
}

/** Each changed setting in words, for a settings entry. */
export function settingsChange(payload: unknown, base: PreferansSettings, t: TFunction): string[] {
  if (!isRecord(payload) || !isRecord(payload.settings)) return [];
  const merged = { ...base, ...payload.settings } as PreferansSettings;
  return SETTING_KEYS.filter((k) => k in (payload.settings as object)).map(
    (k) => `${t(`preferans:settings.${k}.label`)}: ${settingValue(k, merged, t)}`,
  );
}
