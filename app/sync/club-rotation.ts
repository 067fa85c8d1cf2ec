// The admin phone replacing a club link over the club's open connection
// (./club-session.ts, docs/club.md "Replacing a link"): one request at a
// time through the rotation a night uses too (./rotation.ts); the call ends
// with the server's answer, the new secret stored, or `offline` when the
// connection goes or no answer comes.
import type { ClubRole } from '../engine/club';
import { clubOf, saveClub, type ClubRow, type RenoncDb } from '../storage';
import { Rotation, saveRotated } from './rotation';
import { readServerMessage } from './server-messages';

/**
 * The links the admin phone may replace. Not its own: if the phone lost the
 * server's answer (a closed tab), it would hold a revoked secret, refused for
 * good, and the club's only owner key could not sync again (docs/club.md).
 */
export type ReplaceableRole = Exclude<ClubRole, 'admin'>;

/** `offline`: no answer from the server (nothing changed on this phone). */
export type ClubRotateOutcome = 'rotated' | 'refused' | 'offline';

/** How long the admin phone waits for the server's answer to a replaced link. */
const ROTATE_ANSWER_MS = 10_000;

export class ClubRotation {
  private readonly rotation = new Rotation<ReplaceableRole>();
  /** Settles the pending `ask`. */
  private answering: ((outcome: ClubRotateOutcome) => void) | undefined;

  constructor(
    private readonly db: RenoncDb,
    private readonly onError: (error: unknown) => void,
  ) {}

  get busy(): boolean {
    return this.answering !== undefined;
  }

  /** Sends the request with `send` (the club's connection) and waits for its answer. */
  async ask(role: ReplaceableRole, send: (message: string) => void): Promise<ClubRotateOutcome> {
    if (this.answering) return 'offline';
    const message = await this.rotation.request(role);
    return new Promise<ClubRotateOutcome>((resolve) => {
      const timer = setTimeout(() => this.answered('offline'), ROTATE_ANSWER_MS);
      this.answering = (outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      };
      send(message);
    });
  }

  /** The connection went away: the pending `ask` ends without the server's yes. */
  gone(): void {
    this.answered('offline');
  }

  /** Ends the pending `ask`; without the server's yes its secret is forgotten. */
  private answered(outcome: ClubRotateOutcome): void {
    const answering = this.answering;
    this.answering = undefined;
    if (outcome !== 'rotated') this.rotation.drop();
    answering?.(outcome);
  }

  /**
   * A stateless message from the server: on "rotated" for the pending role
   * the club row keeps the new secret; returns the row as stored then.
   */
  async heard(club: ClubRow, payload: string): Promise<ClubRow | undefined> {
    const message = readServerMessage(payload);
    const answer = message?.type === 'rotation' ? this.rotation.answer(message.message) : undefined;
    if (!answer) return undefined;
    if (!answer.rotated) return void this.answered('refused');
    const { db } = this;
    const read = () => clubOf(db, club.id);
    try {
      const row = await saveRotated<ClubRole, ClubRow>(club, answer, read, (r) => saveClub(db, r));
      this.answered('rotated');
      return row;
    } catch (error) {
      // The server took the new secret but this phone could not keep it: the
      // old link is revoked all the same; replacing it again mends it.
      this.onError(error);
      this.answered('refused');
      return undefined;
    }
  }
}
