// The parts a night's mirror (./mirror.ts) and a club's (./club-mirror.ts)
// share: remote values stored in one transaction per burst, which of this
// phone's own values go now (none the server refused alone; a suspect of a
// refusal alone), and one update per chunk under the server's size limit.
import type { OwnRefusals } from './mirror-refusals';

/** Values per sent update, by their JSON size (UTF-16 upper bound, well below the server's limit). */
export const CHUNK_BYTES = 24 * 1024;

export interface MirrorEvents {
  /** Values from other phones that were not stored (ids), cumulative. */
  readonly onRefused?: (ids: readonly string[]) => void;
  /** Remote values stored locally (count per batch). */
  readonly onStored?: (added: number) => void;
  /** Ids that arrived from the server (so it holds them). */
  readonly onFromServer?: (ids: readonly string[]) => void;
  /** This phone's values as stored, whenever they change; `pushed` after a send. */
  readonly onLocal?: (pushed: boolean) => void;
  readonly onError?: (error: unknown) => void;
}

/** What storage did with one batch of remote values. */
export interface StoredBatch {
  readonly added: number;
  readonly refused: readonly string[];
}

/** Remote values, stored through `store` in arrival order, one transaction per burst. */
export class RemoteQueue {
  private queue: unknown[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private readonly refused = new Set<string>();
  private closed = false;

  constructor(
    private readonly store: (batch: readonly unknown[]) => Promise<StoredBatch>,
    private readonly events: MirrorEvents,
  ) {}

  take(values: unknown[]): void {
    if (values.length === 0) return;
    this.queue.push(...values);
    this.flushing = this.flushing.then(() => this.flush());
  }

  /** Resolves once every value taken so far went through storage. */
  settled(): Promise<void> {
    return this.flushing;
  }

  close(): void {
    this.closed = true;
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0 || this.closed) return;
    try {
      const result = await this.store(batch);
      if (result.added > 0) this.events.onStored?.(result.added);
      if (result.refused.length > 0) {
        for (const id of result.refused) this.refused.add(id);
        this.events.onRefused?.([...this.refused]);
      }
    } catch (error) {
      this.events.onError?.(error);
    }
  }
}

/**
 * Which of the `missing` values (the doc lacks them, none held back) go now:
 * none while a suspect is in flight; else all but the suspects; else one
 * suspect alone once nothing is in flight. Empty when nothing goes.
 */
export function pickToSend<T extends { readonly id: string }>(
  missing: readonly T[],
  inFlight: readonly string[],
  refusals: OwnRefusals,
): readonly T[] {
  const { suspects } = refusals;
  if (missing.length === 0 || inFlight.some((id) => suspects.has(id))) return [];
  const normal = missing.filter((v) => !suspects.has(v.id));
  if (normal.length > 0) return normal;
  return inFlight.length === 0 ? missing.slice(0, 1) : [];
}

/** The values in chunks of at most `maxBytes` of JSON (UTF-16), each chunk one update. */
export function chunked<T>(values: readonly T[], maxBytes = CHUNK_BYTES): T[][] {
  const chunks: T[][] = [];
  let chunk: T[] = [];
  let bytes = 0;
  for (const value of values) {
    const size = JSON.stringify(value).length * 2;
    if (chunk.length > 0 && bytes + size > maxBytes) {
      chunks.push(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push(value);
    bytes += size;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}
