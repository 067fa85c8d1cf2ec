// Who broke the rule and who claims it, in the renonc claim (#28 item 7): one
// player is never both, and the form says so in words instead of greying the
// claimant out of the offender row. A deals, B is forhont (declarer of the
// empty draft), C the third; A tier-1 claim.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MARIAS_SETTINGS, mariasSeating } from '../../../app/engine/games/marias';
import { EMPTY_DRAFT } from '../../../app/ui/games/marias/logic/draft';
import type { MariasContext } from '../../../app/ui/games/marias/logic/model';
import {
  buildRenonc,
  choosePerson,
  missingParts,
  personChips,
  type RenoncDraft,
} from '../../../app/ui/games/marias/logic/renonc-draft';

const TABLE = ['A', 'B', 'C'];
const CTX: MariasContext = {
  settings: DEFAULT_MARIAS_SETTINGS,
  seating: mariasSeating(TABLE, 'A'),
  table: TABLE,
  forhont: 'B',
};
const BLANK: RenoncDraft = { tier: 1, contract: EMPTY_DRAFT };

describe('the offender and the claimant of a renonc', () => {
  it('names the claimant on his chip in the offender row, and keeps it tappable', () => {
    const draft = choosePerson(BLANK, CTX, 'claimant', 'B');
    expect(personChips(draft, CTX, 'offender')).toEqual([
      { id: 'A', other: null },
      { id: 'B', other: 'claimant' },
      { id: 'C', other: null },
    ]);
  });

  it('moves a player tapped in the other row and leaves that row to choose again', () => {
    const claimed = choosePerson(BLANK, CTX, 'claimant', 'B');
    const moved = choosePerson(claimed, CTX, 'offender', 'B');
    expect(moved.offender).toBe('B');
    expect(moved.claimant).toBeUndefined();
    expect(missingParts(moved, CTX)).toEqual(['claimant', 'reason']);
    const back = choosePerson(moved, CTX, 'claimant', 'B');
    expect(back.claimant).toBe('B');
    expect(back.offender).toBeUndefined();
  });

  it('never files one player in both roles', () => {
    let draft: RenoncDraft = { ...BLANK, reason: 'wrongCut' };
    for (const [role, id] of [
      ['offender', 'C'],
      ['claimant', 'C'],
      ['offender', 'A'],
      ['claimant', 'A'],
      ['offender', 'B'],
    ] as const) {
      draft = choosePerson(draft, CTX, role, id);
      expect(draft.claimant === undefined || draft.claimant !== draft.offender).toBe(true);
    }
    expect(draft).toMatchObject({ offender: 'B', claimant: 'A' });
    expect(buildRenonc(draft, CTX, undefined).issues).toEqual([]);
  });

  it('3A: the declarer is the offender and cannot claim it', () => {
    const draft: RenoncDraft = { tier: '3A', contract: EMPTY_DRAFT };
    expect(choosePerson(draft, CTX, 'claimant', 'B')).toBe(draft);
    expect(personChips(draft, CTX, 'claimant')[1]).toEqual({ id: 'B', other: 'offender' });
  });

  it('says what is still to choose, in the order of the form', () => {
    expect(missingParts({ contract: EMPTY_DRAFT }, CTX)).toEqual([
      'tier',
      'offender',
      'claimant',
      'reason',
    ]);
  });
});
