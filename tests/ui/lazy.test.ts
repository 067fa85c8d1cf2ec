// @vitest-environment happy-dom
// A lazily loaded screen whose preload (startNightEarly) finishes between its
// first render and its effect still shows (issue 28, item 3: about one night
// open in a hundred showed only the top bar). Preact's effects run after
// paint, through options.requestAnimationFrame: the test holds that frame,
// finishes the preload, then lets the effect run, in that order every time.
import { h, options, render, type ComponentType } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen } from '../../app/ui/lazy';

const flushMicrotasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const Night: ComponentType = () => h('p', { id: 'night' }, 'the night');

describe('lazyScreen', () => {
  const originalFrame = options.requestAnimationFrame;
  afterEach(() => {
    options.requestAnimationFrame = originalFrame;
  });

  it('shows the screen when its preload finished between the first render and the effect', async () => {
    const chunk = deferred<ComponentType>();
    const Screen = lazyScreen(() => chunk.promise, { fallback: () => h('p', {}, 'loading') });
    const held: (() => void)[] = [];
    options.requestAnimationFrame = (run) => void held.push(run);
    const root = document.createElement('div');
    document.body.append(root);
    const early = Screen.preload(); // the night was asked for before the screen rendered

    render(h(Screen, {}), root);
    expect(root.textContent).toBe('loading');
    chunk.resolve(Night);
    await early; // the preload is done; the screen's effect has not run yet
    expect(held.length).toBeGreaterThan(0);
    for (const run of held.splice(0)) run(); // now the frame comes and the effect runs
    await flushMicrotasks();
    // Preact re-renders on a microtask after the state update.
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    await flushMicrotasks();
    expect(root.querySelector('#night')?.textContent).toBe('the night');
  });

  it('shows the screen when it loads after the effect (the usual order)', async () => {
    const chunk = deferred<ComponentType>();
    const Screen = lazyScreen(() => chunk.promise, { fallback: () => h('p', {}, 'loading') });
    const held: (() => void)[] = [];
    options.requestAnimationFrame = (run) => void held.push(run);
    const root = document.createElement('div');
    render(h(Screen, {}), root);
    for (const run of held.splice(0)) run();
    chunk.resolve(Night);
    await flushMicrotasks();
    await flushMicrotasks();
    expect(root.querySelector('#night')?.textContent).toBe('the night');
  });
});
