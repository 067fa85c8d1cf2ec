// User-written text (player names, night titles, notes) as the rest of the
// app may safely show it. A name must not change what the numbers beside it
// say: a right-to-left override in a name would otherwise turn "+12.34" into
// "43.21+". Names are cleaned when saved; anything shown is isolated.

/** Control and format characters: zero-width spaces and joiners, bidi controls, BOM, soft hyphen. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** Characters that can reorder the text around them: right-to-left letters and bidi controls. */
const BIDI_RISK =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/u;

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * The stored form of a name: NFC, white space folded to single spaces, and
 * no invisible characters ("E\u200bva" is "Eva").
 */
export function cleanName(name: string): string {
  return name.normalize('NFC').replace(/\s+/gu, ' ').replace(INVISIBLE, '').trim();
}

/**
 * The key two names are compared by: the clean name with full case folding
 * ("Straße" and "STRASSE" are the same player). Upper-casing first folds
 * ß → SS and the like, which a plain lower-casing keeps apart.
 */
export function nameKey(name: string): string {
  return cleanName(name).toUpperCase().toLowerCase().normalize('NFC');
}

/**
 * Text wrapped in first-strong isolates (U+2068 … U+2069) when it could
 * reorder what surrounds it; plain left-to-right text is returned as it is,
 * so ordinary names stay byte-for-byte the same in shared text and CSV.
 */
export function isolateText(text: string): string {
  // Already isolated (a name passed on through a translated sentence): once is enough.
  if (text.startsWith(FSI) && text.endsWith(PDI)) return text;
  return BIDI_RISK.test(text) ? `${FSI}${text}${PDI}` : text;
}
