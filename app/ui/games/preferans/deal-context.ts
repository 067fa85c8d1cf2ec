// What the parts of the preferans deal form share: the table they are filled
// in for, and the props every part takes (the draft and how to change it).
import type { PreferansSettings } from '../../../engine/games/preferans';
import type { DealDraft } from './model';

export interface FormContext {
  readonly players: readonly string[];
  readonly nameOf: (id: string) => string;
  readonly settings: PreferansSettings;
  /** The proposed dealer (the pulka's next). */
  readonly dealer: string;
  readonly series: number;
}

export interface DealPartProps {
  draft: DealDraft;
  onChange: (d: DealDraft) => void;
  ctx: FormContext;
}
