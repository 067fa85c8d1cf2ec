// The home's items the first frame drew from the boot cache (./home-snapshot.ts),
// held from main.tsx's first render until the home screen's own read
// replaces them, so the list never blanks in between. The boot script's own
// nodes, copied into each list that shows them: the app never parses HTML.
// Its own tiny module: main.tsx runs before the database code has loaded.
let held: readonly Node[] | undefined;

/** main.tsx: the items on screen when it took over from the boot script (none: undefined). */
export function holdStartItems(items: readonly Node[] | undefined): void {
  held = items;
}

/** The held items, until the home has shown its own list this page load. */
export function heldStartItems(): readonly Node[] | undefined {
  return held;
}
