// Giving the game up, and clearing the form, in the small row under the
// hand's fields. "Given up" stores a hand that moves money like a lost game,
// and it stands beside "Clear the form", the button a thumb reaches for when
// the form went wrong: so it asks first, naming who gives up and what it
// costs, where Won and Lost (the buttons of every hand) save in one tap.
import { useState } from 'preact/hooks';
import type { Currency } from '../../../engine';
import { useT } from '../../i18n/use-t';
import { Dialog } from '../../kit/dialog';
import { isBlank, type HandDraft } from './logic/draft';
import type { Outcome } from './logic/evaluate';
import { compactMoney } from './logic/labels';

export function ConcedeAndClear(props: {
  conceded: Outcome | null;
  draft: HandDraft;
  declarer: string;
  nameOf: (id: string) => string;
  currency: Currency;
  busy: boolean;
  onConcede: (o: Outcome) => void;
  onClear: () => void;
}) {
  const { t, language } = useT();
  const [asking, setAsking] = useState(false);
  const { conceded, draft, currency } = props;
  const name = props.nameOf(props.declarer);
  const concededMoney = conceded?.settlement?.transfers[props.declarer];
  const money =
    concededMoney === undefined ? '' : compactMoney(concededMoney, currency, language, true);
  if (!conceded && isBlank(draft)) return null;
  return (
    <div class="marias-minor-row" data-dock>
      {!isBlank(draft) && (
        <button type="button" class="btn btn-small" data-marias="clear" onClick={props.onClear}>
          {t('marias:ui.form.clear')}
        </button>
      )}
      {conceded && (
        <button
          type="button"
          class="btn btn-small"
          data-marias="save-conceded"
          aria-haspopup="dialog"
          disabled={props.busy || !conceded.settlement}
          onClick={() => setAsking(true)}
        >
          {concededMoney === undefined
            ? t('marias:ui.result.conceded')
            : t('marias:ui.form.concededWith', { name, money })}
        </button>
      )}
      {asking && conceded?.settlement && (
        <Dialog title={t('marias:ui.form.concedeTitle')} onClose={() => setAsking(false)}>
          <p>{t('marias:ui.form.concedeText', { name, money })}</p>
          <div class="row">
            <button type="button" class="btn" onClick={() => setAsking(false)}>
              {t('cancel')}
            </button>
            <button
              type="button"
              class="btn btn-primary"
              data-marias="confirm-conceded"
              disabled={props.busy}
              onClick={() => {
                setAsking(false);
                props.onConcede(conceded);
              }}
            >
              {t('marias:ui.form.concedeSave')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
