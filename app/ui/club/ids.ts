// A new club's id: 22 base64url characters (128 random bits), the form the
// club's document name on the sync server takes (app/storage/clubs.ts).
export function newClubId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Now as the ISO instant every club record carries. */
export const instant = (now: number): string => new Date(now).toISOString();
