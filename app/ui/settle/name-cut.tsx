// A player's name where space is short (history totals, a night's results):
// one line ending in an ellipsis when it does not fit; a tap shows it whole,
// another tap cuts it again. The full name is also its title.
import { useState } from 'preact/hooks';

export function NameCut({ name }: { name: string }) {
  const [full, setFull] = useState(false);
  return (
    <button
      type="button"
      class={`name-cut${full ? ' name-cut-full' : ''}`}
      aria-expanded={full}
      title={name}
      onClick={() => setFull(!full)}
    >
      <bdi>{name}</bdi>
    </button>
  );
}
