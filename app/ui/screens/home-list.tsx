// The parts of the home's list the first frame draws too (../first-frame.tsx):
// the list as the boot cache kept it, and the link under the list.
import { useLayoutEffect, useRef } from 'preact/hooks';
import { useT } from '../i18n/use-t';
import { hrefOf } from '../router';

/**
 * The list as the first frame drew it from the boot cache
 * (app/ui/home-snapshot.ts): copies of the boot script's own items, put in
 * before the browser paints (a layout effect runs in the render's task).
 */
export function HeldHomeList({ items }: { items: readonly Node[] }) {
  const { t } = useT();
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    list.current?.replaceChildren(...items.map((item) => item.cloneNode(true)));
  }, [items]);
  return <ul class="list" aria-label={t('home.nights')} ref={list} />;
}

/** Under the list: the clubs. */
export function ClubsLink() {
  const { t } = useT();
  return (
    <a class="btn btn-wide home-clubs" href={hrefOf({ name: 'clubs' })} data-home-clubs>
      {t('home.clubs')}
    </a>
  );
}
