// Skip links, the first two tab stops of a screen with an entry form: to the
// form and to its Save. A vint night's sheet and grids put Save 101 Tab
// presses away (#28). Hidden until focused; the targets are marked by the
// games' forms (data-skip="form" on the form, data-skip="save" on its Save).
import { useT } from '../i18n/use-t';

const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), select, textarea';

/** Where a skip lands: Save when it can be pressed, else the first control of the pinned row or the form. */
export function skipTarget(to: 'form' | 'save', root: ParentNode = document): HTMLElement | null {
  const save = root.querySelector<HTMLElement>('[data-skip="save"]');
  // A form that marks only its Save is the section around it.
  const form = root.querySelector<HTMLElement>('[data-skip="form"]') ?? save?.closest('section');
  const first = form?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
  if (to === 'form') return first;
  if (save && !save.matches(':disabled')) return save;
  return form?.querySelector<HTMLElement>(`[data-dock] :is(${FOCUSABLE})`) ?? first;
}

export function SkipLinks() {
  const { t } = useT();
  const go = (to: 'form' | 'save') => {
    const target = skipTarget(to);
    if (!target) return;
    // The browser scrolls it clear of the top bar and the pinned rows (scroll margins).
    target.focus();
  };
  return (
    <nav class="skip-links" aria-label={t('skip.label')}>
      <button type="button" class="skip-link" data-skip-to="form" onClick={() => go('form')}>
        {t('skip.form')}
      </button>
      <button type="button" class="skip-link" data-skip-to="save" onClick={() => go('save')}>
        {t('skip.save')}
      </button>
    </nav>
  );
}
