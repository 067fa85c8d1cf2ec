// The entry area's fence while a save is in flight or just stored
// (./save-guard.ts): a disabled fieldset, so every button and field of every
// game's form takes no tap for that moment without each form knowing of it.
// The save path itself ignores a second save; the fence is for where the
// second tap of a double tap lands once the form has changed under the finger
// (the next hand's chips, the adjustment button that moved up): a disabled
// control swallows it, where a control made transparent to the pointer would
// pass it to whatever lies beneath (a ledger line under a pinned Save).
// Disabling drops the keyboard focus; it is given back to the same control
// when the fence lifts, so a keyboard user stays where they were.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

export function EntryGuard(props: { closed: boolean; children: ComponentChildren }) {
  const fence = useRef<HTMLFieldSetElement>(null);
  const focused = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (props.closed) {
      const inside = active instanceof HTMLElement && fence.current?.contains(active);
      focused.current = inside ? active : null;
      return;
    }
    const back = focused.current;
    focused.current = null;
    if (back?.isConnected && (active === null || active === document.body)) {
      back.focus({ preventScroll: true });
    }
  }, [props.closed]);
  return (
    <fieldset ref={fence} class="entry-guard" disabled={props.closed} aria-busy={props.closed}>
      {props.children}
    </fieldset>
  );
}
