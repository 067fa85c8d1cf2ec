// Who may even try a link (SYNC-PROTOCOL.md "Limits", "Health"): an address in
// its back-off and any client while the store cannot store are refused at once,
// before the share store is read; a refused link for a night the server holds
// counts against its address.
// The link check itself is Guard.authenticate.
import type { onAuthenticatePayload } from '@hocuspocus/server';
import { addressOf, type AddressBook } from './address-limits';
import { Refused } from './guard';
import type { Health } from './health';

type Authenticate<T> = (payload: onAuthenticatePayload) => Promise<T>;

export function admission<T>(
  addresses: AddressBook,
  health: Health,
  trustProxy: boolean,
  authenticate: Authenticate<T>,
  knows: (documentName: string) => Promise<boolean>,
): Authenticate<T> {
  return async (payload) => {
    const address = addressOf(payload.request, trustProxy);
    if (addresses.blocked(address)) throw new Refused('rate-limited', 4429);
    // A store that lost its folder must not create a night or hand one out.
    if (!health.ok) throw new Refused('unavailable', 4503);
    try {
      return await authenticate(payload);
    } catch (error) {
      // Only a wrong secret for a night the server holds is a guess worth
      // counting: the phones of a night the server lost are refused
      // `forbidden` again and again until the sharer brings it back.
      const guess = error instanceof Refused && error.reason !== 'unsupported-version';
      if (guess && (await knows(payload.documentName))) addresses.failed(address);
      throw error;
    }
  };
}
