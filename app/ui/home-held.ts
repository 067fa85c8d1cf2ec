// What the first frame drew in the home's list from the boot cache: its
// items (./home-snapshot.ts), or the empty list's words. Held from main.tsx's
// first render until the home screen's own read replaces them, so the list
// never blanks in between. The items are the boot script's own nodes,
// copied into each list that shows them: the app never parses HTML.
// Its own tiny module: main.tsx runs before the database code has loaded.
let held: readonly Node[] | undefined;
let heldEmpty = false;

/** main.tsx: what was on screen when it took over from the boot script. */
export function holdStart(shown: { items?: readonly Node[]; empty?: boolean }): void {
  held = shown.items;
  heldEmpty = shown.empty === true;
}

/** The home has shown its own list: nothing is held any more. */
export function releaseStart(): void {
  holdStart({});
}

/** The held items, until the home has shown its own list this page load. */
export function heldStartItems(): readonly Node[] | undefined {
  return held;
}

/** Whether the first frame said the list is empty, until the home has shown its own list. */
export function heldStartEmpty(): boolean {
  return heldEmpty;
}
