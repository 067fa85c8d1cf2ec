// The translation namespaces the shell and the home screen use. Kept apart
// (no imports) because the build's boot script reads it too.
export const FIRST_SCREEN_NAMESPACES = ['common', 'errors'] as const;
