// The translation namespaces the shell and the home screen use, and the shape
// of the pre-rendered first frames. Kept apart (no imports) because the
// build's boot script reads it too.
export const FIRST_SCREEN_NAMESPACES = ['common', 'errors'] as const;

/**
 * Which first frame a route gets: the home screen's (with its empty list's
 * words when the home is known to be empty, see app/ui/boot-cache.ts; or,
 * listed, with the list the home last showed and the link under it, see
 * app/ui/home-snapshot.ts), or the bare one of any other screen.
 */
export type FrameKind = 'home' | 'home-empty' | 'home-listed' | 'screen';

/** The first frames' HTML by language (app/ui/first-frame-html.tsx). */
export type FrameHtml = Readonly<Record<string, Readonly<Record<FrameKind, string>>>>;
