// "Go to entry no. …": one field and a button above a long ledger, so reaching
// hand 2 of 5,000 is a number and a tap, not minutes of scrolling.
import { useState } from 'preact/hooks';
import { useT } from '../i18n/use-t';

export function JumpToEntry({ onJump }: { onJump: (seq: number) => boolean }) {
  const { t } = useT();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const submit = (event: Event) => {
    event.preventDefault();
    const seq = Number(value.trim());
    const found = Number.isInteger(seq) && seq > 0 && onJump(seq);
    setMissing(found ? null : value.trim());
  };
  return (
    <form class="ledger-jump" onSubmit={submit} aria-label={t('ledger.jump')}>
      <label class="field-label" for="ledger-jump">
        {t('ledger.jumpNumber')}
      </label>
      <input
        id="ledger-jump"
        class="input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={value}
        onInput={(e) => setValue(e.currentTarget.value)}
        aria-invalid={missing !== null}
        aria-describedby={missing !== null ? 'ledger-jump-error' : undefined}
      />
      <button type="submit" class="btn">
        {t('ledger.jump')}
      </button>
      {missing !== null && (
        <p id="ledger-jump-error" class="field-message" role="alert">
          {t('ledger.jumpMissing', { seq: missing })}
        </p>
      )}
    </form>
  );
}
