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
 * Letters of other scripts drawn like a Latin one in the fonts phones use,
 * lower case (names are compared case-folded): Cyrillic and Greek. Small on
 * purpose: only letters a name could hold by mistake (a Russian keyboard
 * left on, a pasted name), not Unicode's whole confusables list. A letter
 * that looks different ("в", "и", "л") is not here, so "Ева" stays apart
 * from "Eva" while "Еva" (Cyrillic Е) meets it.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  е: 'e',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  к: 'k',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  // Greek
  α: 'a',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  χ: 'x',
};

const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/** The clean name with full case folding ("Straße" and "STRASSE" are the same name). */
export function foldedName(name: string): string {
  // Upper-casing first folds ß → SS and the like, which a plain lower-casing keeps apart.
  return cleanName(name).toUpperCase().toLowerCase().normalize('NFC');
}

/**
 * The key two names are compared by: two names with one key cannot be told
 * apart at the table. Compatibility forms folded (NFKC: "Ｅｖａ" in fullwidth
 * letters is "Eva"), case folded as foldedName, then the look-alike letters
 * of LOOK_ALIKES read as the Latin letter they are drawn like ("Еva" with a
 * Cyrillic Е is "eva").
 */
export function nameKey(name: string): string {
  const folded = foldedName(cleanName(name).normalize('NFKC'));
  return folded.replace(LOOK_ALIKE, (c) => LOOK_ALIKES[c] ?? c).normalize('NFC');
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
