// Mariáš entries in one line for the ledger ("Petr: sedma v červených, hra
// flek — hra: won, sedma: won") and the night's settings in words. Payloads
// are read defensively: an entry from an older version still gets a line.
import type { Currency, LedgerEntry } from '../../../../engine';
import {
  FLEK_COUNTERS,
  RENONC_TIERS,
  hasHra,
  mariasKeys,
  mariasRates,
  renoncReasonsFor,
  sidePoints,
  type FlekCounter,
  type FlekLevels,
  type MariasContract,
  type MariasHand,
  type MariasRenonc,
  type MariasSettings,
} from '../../../../engine/games/marias';
import type { TFunction } from '../../../i18n/use-t';
import type { NightView } from '../../types';
import { contractWords, formatPrice, plainMoney } from './labels';
import { misdealDealer } from './misdeal';
import { pointsHolderOf } from './points-holder';
import { HAND_KIND, isRecord, MISDEAL_KIND, RENONC_KIND } from './model';

const isContract = (x: unknown): x is MariasContract =>
  isRecord(x) && typeof x.declarer === 'string' && typeof x.game === 'string';

/** The lower-case word of a flek counter in a sentence ("hra", "sedma proti"). */
function counterWord(t: TFunction, counter: FlekCounter, contract: MariasContract): string {
  if (counter === 'game') {
    // The game counter flecks hra beside a sedma, and kilo beside the 107's sedma.
    if (hasHra(contract.game)) return t(mariasKeys.game('hra'));
    return t(mariasKeys.game(contract.game === '107' ? 'kilo' : contract.game));
  }
  if (counter === 'sedma') return t(mariasKeys.game('sedma'));
  return t(`marias:ui.words.${counter}`);
}

const levelsText = (t: TFunction, contract: MariasContract, levels: FlekLevels, suffix = '') =>
  FLEK_COUNTERS.filter((c) => (levels[c] ?? 0) > 0).map(
    (c) => `${counterWord(t, c, contract)} ${t(mariasKeys.flek(levels[c] ?? 0))}${suffix}`,
  );

/** "hra flek, sedma re" (team) or "betl re (Bára)" (each defender). */
export function flekWords(t: TFunction, contract: MariasContract, nameOf: (id: string) => string) {
  const parts = levelsText(t, contract, contract.flek ?? {});
  for (const [defender, levels] of Object.entries(contract.flekBy ?? {})) {
    parts.push(...levelsText(t, contract, levels, ` (${nameOf(defender)})`));
  }
  return parts;
}

/** "Adam: sedma v červených, hra flek" */
export function contractLine(
  t: TFunction,
  contract: MariasContract,
  nameOf: (id: string) => string,
) {
  return [
    `${nameOf(contract.declarer)}: ${contractWords(t, contract)}`,
    ...flekWords(t, contract, nameOf),
  ].join(', ');
}

const resultWord = (t: TFunction, won: boolean) => t(`marias:ui.describe.${won ? 'won' : 'lost'}`);

export function handResults(t: TFunction, hand: MariasHand): string[] {
  const out: string[] = [];
  const what = (word: string, won: boolean) =>
    t('marias:ui.describe.part', { what: word, result: resultWord(t, won) });
  if (hand.conceded === true) out.push(t('marias:ui.describe.conceded'));
  else if (hand.won !== undefined) {
    out.push(
      hand.game === 'sedma' ? what(t(mariasKeys.game('hra')), hand.won) : resultWord(t, hand.won),
    );
  }
  if (hand.sedmaWon !== undefined) out.push(what(t(mariasKeys.game('sedma')), hand.sedmaWon));
  if (hand.sedmaProtiWon !== undefined) {
    out.push(what(t('marias:ui.words.sedmaProti'), hand.sedmaProtiWon));
  }
  const holder = pointsHolderOf(hand);
  const points = holder === null ? undefined : sidePoints(hand.points, holder);
  if (holder !== null && points !== undefined) {
    out.push(
      t('marias:ui.describe.points', {
        side: t(`marias:sides.${holder}`),
        points,
      }),
    );
  }
  if (hand.trump7 !== undefined && hand.trump7 !== 'elsewhere') {
    out.push(
      t('marias:ui.describe.trump7', {
        fate: t(mariasKeys.trump7(hand.trump7)),
        side: t(`marias:sides.${hand.trump7Side ?? 'declarer'}`),
      }),
    );
  }
  return out;
}

function describeHand(payload: unknown, night: NightView, t: TFunction): string {
  if (!isContract(payload)) return t('marias:entries.hand');
  const hand = payload as MariasHand;
  const results = handResults(t, hand);
  const head = contractLine(t, hand, night.nameOf);
  return results.length > 0 ? `${head} — ${results.join(', ')}` : head;
}

function describeRenonc(payload: unknown, night: NightView, t: TFunction): string {
  if (!isRecord(payload)) return t('marias:entries.renonc');
  const r = payload as unknown as MariasRenonc;
  const tierOk = (RENONC_TIERS as readonly unknown[]).includes(r.tier);
  const reasonOk = tierOk && (renoncReasonsFor(r.tier) as readonly unknown[]).includes(r.reason);
  return t('marias:ui.describe.renonc', {
    tier: tierOk ? t(`marias:ui.renonc.tierChip.${r.tier}`) : '?',
    offender: night.nameOf(r.offender),
    claimant: night.nameOf(r.claimant),
    reason: reasonOk ? t(mariasKeys.renoncReason(r.tier, r.reason)) : '?',
  });
}

export function describeMariasEntry(entry: LedgerEntry, night: NightView, t: TFunction): string {
  switch (entry.kind) {
    case HAND_KIND:
      return describeHand(entry.payload, night, t);
    case RENONC_KIND:
      return describeRenonc(entry.payload, night, t);
    case MISDEAL_KIND: {
      const dealer = misdealDealer(entry.payload);
      return t('marias:ui.describe.misdeal', { name: dealer ? night.nameOf(dealer) : '?' });
    }
    case 'settings':
      return t('marias:ui.describe.settings');
    default:
      return entry.kind;
  }
}

export interface SettingWords {
  readonly key: keyof MariasSettings;
  readonly label: string;
  readonly value: string;
  readonly hint?: string;
}

/** Every setting in words, in the order the settings form shows them. */
export function settingsWords(
  s: MariasSettings,
  t: TFunction,
  currency: Currency,
  language: string,
  playerCount: number,
): SettingWords[] {
  const label = (n: keyof MariasSettings) => t(mariasKeys.settingLabel(n));
  const choice = <
    N extends 'flekScope' | 'kiloScaling' | 'kiloMarriage' | 'sto107' | 'limit' | 'playHra',
  >(
    n: N,
  ) => ({
    key: n,
    label: label(n),
    value: t(`marias:settings.${n}.values.${s[n]}`),
    hint: t(`marias:ui.settings.hints.${n}.${s[n]}`),
  });
  const rates = mariasRates(s);
  const lines: SettingWords[] = [
    {
      key: 'tariff',
      label: label('tariff'),
      value: `${t(mariasKeys.settingValue('tariff', s.tariff))} (${Object.values(rates).join('/')})`,
    },
    {
      key: 'unitPrice',
      label: label('unitPrice'),
      value: plainMoney(s.unitPrice, currency, language),
    },
    {
      key: 'maxFlek',
      label: label('maxFlek'),
      value: t(mariasKeys.flek(s.maxFlek)),
      hint: t('marias:ui.settings.hints.maxFlek', {
        name: t(mariasKeys.flek(s.maxFlek)),
        multiplier: 2 ** s.maxFlek,
      }),
    },
    choice('flekScope'),
    choice('kiloScaling'),
    choice('kiloMarriage'),
    {
      key: 'kiloFailCountsOpponentMarriages',
      label: label('kiloFailCountsOpponentMarriages'),
      value: t(
        mariasKeys.settingFlag(
          'kiloFailCountsOpponentMarriages',
          s.kiloFailCountsOpponentMarriages,
        ),
      ),
    },
    choice('sto107'),
    choice('limit'),
    ...(playerCount === 4
      ? [
          {
            key: 'sitterPays' as const,
            label: label('sitterPays'),
            value: t(mariasKeys.settingFlag('sitterPays', s.sitterPays)),
          },
        ]
      : []),
    choice('playHra'),
    {
      key: 'renoncFines',
      label: label('renoncFines'),
      value: t('marias:ui.settings.finesHint', {
        tier1: formatPrice(s.renoncFines.tier1, language),
        tier2: formatPrice(s.renoncFines.tier2, language),
      }),
    },
  ];
  return lines;
}
