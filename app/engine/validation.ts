// Validation results the UI can translate: the engine never builds sentences,
// it names the problem (an i18next key) and its parameters.

export interface ValidationIssue {
  /** A full i18next key with its namespace, e.g. 'marias:errors.betlWithSedma'. */
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** Which input field is wrong, for highlighting (e.g. 'flek.hra', 'tricks'). */
  readonly field?: string;
}

export type Validation<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly ValidationIssue[] };

export const valid = <T>(value: T): Validation<T> => ({ ok: true, value });
export const invalid = <T = never>(...issues: ValidationIssue[]): Validation<T> => ({
  ok: false,
  issues,
});
