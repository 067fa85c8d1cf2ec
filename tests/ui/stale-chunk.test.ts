// A page whose chunk is gone reloads onto the current version, also a second
// time when two updates (or an update and its rollback) come less than 30 s
// apart, and never loops on a page of the version it already left (issue 28:
// "This screen could not be loaded" after a quick rollback, 3 runs of 4).
import { describe, expect, it } from 'vitest';
import { decideReload } from '../../app/ui/stale-chunk';

const A = 'https://club.example/assets/index-aaaa.js';
const B = 'https://club.example/assets/index-bbbb.js';

/** One page's chunk failure: the decision, and the mark it leaves in session storage. */
function fail(stored: string | null, page: string, now: number) {
  const d = decideReload(stored, page, now);
  return { reloaded: d.reload, stored: d.reload ? d.mark : stored };
}

describe('reload onto the current version', () => {
  it('reloads the first time', () => {
    expect(fail(null, A, 1000).reloaded).toBe(true);
  });

  it('reloads again on the new version when a second update follows within 30 s', () => {
    const first = fail(null, A, 1000); // A is stale: reload (now B)
    const second = fail(first.stored, B, 6000); // B is stale 5 s later: reload (now A again)
    expect(second.reloaded).toBe(true);
    const third = fail(second.stored, A, 9000); // and back again
    expect(third.reloaded).toBe(true);
  });

  it('does not loop: the same version failing again soon after its reload shows the message', () => {
    const first = fail(null, A, 1000);
    expect(fail(first.stored, A, 3000).reloaded).toBe(false);
  });

  it('tries again on the same version once the guard time is over', () => {
    const first = fail(null, A, 1000);
    expect(fail(first.stored, A, 1000 + 30_000).reloaded).toBe(true);
  });

  it('reads an old mark (a bare time) or a broken one as none', () => {
    expect(fail('1000', B, 2000).reloaded).toBe(true);
    expect(fail('{oops', B, 2000).reloaded).toBe(true);
  });
});
