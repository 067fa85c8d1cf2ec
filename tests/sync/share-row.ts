// The share row a phone keeps for a shared night (app/storage ShareRow), with
// fixed ids, for the sync tests: each test names only the fields it is about.
import type { ShareRow } from '../../app/storage';

export const shareRow = (nightId: string, fields: Partial<ShareRow> = {}): ShareRow => ({
  nightId,
  shareId: 'AAAAAAAAAAAAAAAAAAAAAA',
  role: 'scorer',
  secret: 'BBBBBBBBBBBBBBBBBBBBBB',
  links: {},
  server: 'http://localhost',
  state: 'active',
  createdAt: 1,
  ...fields,
});
