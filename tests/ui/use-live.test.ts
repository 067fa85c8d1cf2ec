// @vitest-environment happy-dom
// useLive with a seed (a start's reads, done before the screen): shown at the
// first render or when it arrives, never over the live query's answer, and an
// answer holding the same data does not draw the screen again. A query with a
// seed in at once begins only once the page is usable (app/ui/usable.ts).
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const live: { answer?: (value: unknown) => void; subscribed: number; unsubscribed: number } = {
  subscribed: 0,
  unsubscribed: 0,
};

vi.mock('../../app/storage', () => ({
  observe: (_query: unknown, onValue: (value: unknown) => void) => {
    live.answer = onValue;
    live.subscribed += 1;
    return { unsubscribe: () => (live.unsubscribed += 1) };
  },
}));

const page = { usable: (): void => undefined, whenUsable: Promise.resolve() };
vi.mock('../../app/ui/usable', () => ({ whenUsable: () => page.whenUsable }));

const { useLive } = await import('../../app/ui/use-live');
type Seed = Parameters<typeof useLive<unknown>>[2];

let shown: unknown[] = [];
function Probe({ seed }: { seed?: Seed }) {
  const value = useLive(() => Promise.resolve(undefined), [], seed);
  shown.push(value);
  return h('p', null, JSON.stringify(value ?? null));
}

let root: HTMLElement;
beforeEach(() => {
  shown = [];
  live.answer = undefined;
  live.subscribed = 0;
  live.unsubscribed = 0;
  page.whenUsable = Promise.resolve();
  root = document.createElement('div');
});
afterEach(() => render(null, root));

const mount = (seed?: Seed) => act(() => render(h(Probe, { seed }), root));
const answer = (value: unknown) => act(() => live.answer!(value));

describe('useLive with a seed', () => {
  it('draws a seed that is in at once; the same data answered live draws nothing again', async () => {
    const row = { id: 'n-1', title: 'Friday' };
    await mount({ now: row, later: Promise.resolve(row) });
    expect(shown).toEqual([row]);
    await answer({ id: 'n-1', title: 'Friday' });
    expect(shown).toEqual([row]);
    // A later change is drawn as always.
    await answer({ id: 'n-1', title: 'Saturday' });
    expect(shown.at(-1)).toEqual({ id: 'n-1', title: 'Saturday' });
  });

  it('an answer that differs from the seed replaces it at once', async () => {
    await mount({ now: { id: 'n-1', title: 'old' }, later: Promise.resolve(undefined) });
    await answer({ id: 'n-1', title: 'new' });
    expect(shown.at(-1)).toEqual({ id: 'n-1', title: 'new' });
  });

  it('a seed arriving later is drawn until the live answer', async () => {
    let arrive!: (value: unknown) => void;
    await mount({ later: new Promise((resolve) => (arrive = resolve)) });
    expect(shown).toEqual([undefined]);
    await act(async () => arrive(['Petr']));
    expect(shown.at(-1)).toEqual(['Petr']);
    await answer(['Petr', 'Jana']);
    expect(shown.at(-1)).toEqual(['Petr', 'Jana']);
  });

  it('a seed that comes after the live answer is never drawn over it', async () => {
    let arrive!: (value: unknown) => void;
    await mount({ later: new Promise((resolve) => (arrive = resolve)) });
    await answer(['Petr', 'Jana']);
    await act(async () => arrive(['Petr']));
    expect(shown.at(-1)).toEqual(['Petr', 'Jana']);
  });

  it('without a seed: nothing until the live answer', async () => {
    await mount();
    expect(shown).toEqual([undefined]);
    await answer(3);
    expect(shown.at(-1)).toBe(3);
    render(null, root);
    expect(live.unsubscribed).toBe(1);
  });

  describe('a seed in at once, before the page is usable', () => {
    const notYetUsable = () => {
      page.whenUsable = new Promise<void>((resolve) => (page.usable = resolve));
    };

    it('is shown, and the live query begins only once the page is usable', async () => {
      notYetUsable();
      await mount({ now: ['Petr'], later: Promise.resolve(['Petr']) });
      expect(live.subscribed).toBe(0);
      await act(async () => page.usable());
      expect(live.subscribed).toBe(1);
      // What was stored meanwhile comes with the first answer.
      await answer(['Petr', 'Jana']);
      expect(shown.at(-1)).toEqual(['Petr', 'Jana']);
    });

    it('gone before the page is usable: no live query is begun', async () => {
      notYetUsable();
      await mount({ now: ['Petr'], later: Promise.resolve(['Petr']) });
      await act(() => render(null, root));
      await act(async () => page.usable());
      expect(live.subscribed).toBe(0);
    });

    it('a seed that found the night missing asks live at once', async () => {
      notYetUsable();
      await mount({ now: null, later: Promise.resolve(null), missing: true });
      expect(live.subscribed).toBe(1);
    });

    it('a seed that found nothing stored (null: a night never shared) waits as any other', async () => {
      notYetUsable();
      await mount({ now: null, later: Promise.resolve(null) });
      expect(live.subscribed).toBe(0);
      await act(async () => page.usable());
      expect(live.subscribed).toBe(1);
      expect(shown).toEqual([null]);
    });
  });
});
