// The end of the night: balances from the biggest winner (rounded as the
// table chose), the fewest payments with their "paid" marks and explanations,
// the night as a chart, closing, export, and share and print at the bottom.
// The screen behind #/night/:id/settle (screens/settle.tsx); its pieces are
// settle-parts.tsx, the numbers compute.ts.
import { useMemo, useState } from 'preact/hooks';
import type { Payment } from '../../engine';
import {
  markPaid,
  nightRoundTo,
  paymentsOfNight,
  setNightRoundTo,
  unmarkPaid,
} from '../../storage';
import type { NightView } from '../games/types';
import { useT } from '../i18n/use-t';
import { Layout } from '../kit/layout';
import { NightNotReady } from '../kit/night-not-ready';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { useNightLedger } from '../night/use-night-ledger';
import { useServices } from '../services';
import { useLive } from '../use-live';
import { roundingMoved, settleBalances, type Settlement } from './compute';
import { ExplainDialog } from './explain-dialog';
import { NightActions } from './night-actions';
import { SettleBalances } from './settle-balances';
import {
  ChartCard,
  PaymentsCard,
  RoundingChoice,
  SettleBottom,
  SettleHead,
  SettleProblems,
} from './settle-parts';
import { NOTE_MS, settlementText, shareText } from './share';
import './settle.css';

/** The night, its paid marks and rounding as stored, and the settlement they make. */
function useSettlement(nightId: string) {
  const { db } = useServices();
  const data = useNightLedger(nightId);
  const marks = useLive(() => paymentsOfNight(db, nightId), [nightId]);
  const roundTo = useLive(() => nightRoundTo(db, nightId), [nightId]);
  const ledger = data.ledger;
  const contributions = useMemo(() => ledger?.contributions() ?? [], [ledger, data.version]);
  const outcome = useMemo(
    () =>
      ledger && data.night && marks && roundTo !== undefined
        ? settleBalances(ledger.balances, roundTo, data.night.row.playerIds, marks)
        : undefined,
    [ledger, data.version, data.night, marks, roundTo],
  );
  return { data, roundTo, contributions, outcome };
}

/** The screen's writes: paid marks, the rounding, and handing the settlement on. */
function useSettleActions(nightId: string) {
  const { t, language } = useT();
  const services = useServices();
  const notices = useNotices();
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };
  return {
    // Rejects after telling the user, so the list can take its optimistic mark back.
    onPaid: async (payment: Payment, paid: boolean): Promise<void> => {
      try {
        if (paid) await markPaid(services.db, nightId, payment, idsOf(services));
        else await unmarkPaid(services.db, nightId, payment);
      } catch (err) {
        notices.fail(errorText(t, err));
        throw err;
      }
    },
    setRoundTo: (roundTo: number | null) =>
      void run(() => setNightRoundTo(services.db, nightId, roundTo)),
    share: (night: NightView, title: string, settlement: Settlement) =>
      run(async () => {
        const { row, nameOf } = night;
        const text = settlementText(t, language, {
          title,
          createdAt: row.createdAt,
          currency: row.currency,
          nameOf,
          players: row.playerIds,
          rounded: settlement.rounded,
          payments: settlement.payments,
          paid: settlement.paid,
        });
        const how = await shareText(t('settlement:title'), text);
        if (how === 'copied') notices.notify(t('settlement:sharing.copied'), undefined, NOTE_MS);
      }),
  };
}

const idsOf = (services: { newId: () => string; now: () => number }) => ({
  id: services.newId(),
  now: services.now(),
});

export function SettleView({ nightId }: { nightId: string }) {
  const { t } = useT();
  const { data, roundTo, contributions, outcome } = useSettlement(nightId);
  const actions = useSettleActions(nightId);
  const [explaining, setExplaining] = useState<Payment | null>(null);
  const back = { name: 'night', nightId } as const;
  const { night, game, ledger } = data;
  if (
    data.status === 'missing' ||
    !night ||
    !game ||
    !ledger ||
    !outcome ||
    roundTo === undefined
  ) {
    return (
      <NightNotReady
        missing={data.status === 'missing'}
        title={t('settlement:title')}
        back={back}
      />
    );
  }
  const { row } = night;
  const title = row.title ?? t(`games.${row.game}`);
  const settlement = outcome.ok ? outcome.settlement : undefined;
  const onShare = () => settlement && void actions.share(night, title, settlement);
  return (
    <Layout
      title={t('settlement:title')}
      back={back}
      bottom={<SettleBottom ready={!!settlement} onShare={onShare} />}
    >
      <SettleHead night={night} title={title} />
      <SettleProblems
        broken={data.broken.length}
        issue={outcome.ok ? undefined : outcome.issue}
        currency={row.currency}
      />
      {settlement && (
        <>
          <SettleBalances
            players={row.playerIds}
            nameOf={night.nameOf}
            exact={ledger.balances}
            rounded={settlement.rounded}
            currency={row.currency}
          >
            <RoundingChoice
              roundTo={roundTo}
              currency={row.currency}
              onChange={actions.setRoundTo}
              moved={roundingMoved(ledger.balances, settlement.rounded)}
            />
          </SettleBalances>
          <PaymentsCard
            {...{ settlement, night }}
            onPaid={actions.onPaid}
            onExplain={setExplaining}
          />
        </>
      )}
      {!settlement && (
        <RoundingChoice roundTo={roundTo} currency={row.currency} onChange={actions.setRoundTo} />
      )}
      <ChartCard row={row} nameOf={night.nameOf} contributions={contributions} />
      <NightActions {...{ night, game, entries: data.entries, contributions, ledger, data }} />
      {explaining && settlement && (
        <ExplainDialog
          payment={explaining}
          {...{ night, game, contributions }}
          entries={data.entries}
          rounded={settlement.rounded[explaining.from] ?? 0}
          payerPayments={settlement.payments.filter((p) => p.from === explaining.from)}
          onClose={() => setExplaining(null)}
        />
      )}
    </Layout>
  );
}
