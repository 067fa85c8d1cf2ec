// A member's statement (#/club/<id>/member/<m>): what he stands at on the tab
// and each line that made it, newest first — a counted night (its date, game
// and what it added) or a payment — with the running total after it (the
// engine's StatementLines, docs/club.md C3). A night can be withdrawn from
// the club here (C7).
import { useState } from 'preact/hooks';
import type { Currency, Money } from '../../engine';
import {
  clubRecordsOf,
  type ClubDocumentRecords,
  type MemberId,
  type StatementLine,
} from '../../engine/club';
import { formatDate, formatMoney } from '../format';
import { useT } from '../i18n/use-t';
import { Dialog } from '../kit/dialog';
import { Layout } from '../kit/layout';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { useServices } from '../services';
import { withdrawNight } from './attach';
import { useClub } from './use-club';
import './club.css';

const NO_RECORDS = clubRecordsOf([]);

interface LineWords {
  readonly text: string;
  /** Which table a night was, so two nights of one date read apart. */
  readonly detail?: string;
}

/** The words of one statement line: which night and who else sat there, or who was paid / paid. */
function useLineText(
  records: ClubDocumentRecords,
  member: MemberId,
  nameOf: (m: MemberId) => string,
) {
  const { t, language } = useT();
  return (line: StatementLine): LineWords => {
    const date = formatDate(Date.parse(line.at), language);
    if (line.kind === 'night') {
      const night = records.results.find((r) => r.id === line.record);
      const day = night ? formatDate(Date.parse(`${night.date}T12:00:00`), language) : date;
      const text = t('club:statement.night', { date: day, game: t(`games.${night?.game ?? ''}`) });
      if (!night) return { text };
      const others = night.seats.filter((s) => s !== member).map(nameOf);
      const slot = night.tournament;
      const where = slot && t('club:night.slot', { round: slot.round, table: slot.table });
      const names = t('club:statement.with', { names: others.join(', ') });
      const hands = t('club:home.hands', { count: night.hands });
      return { text, detail: [where, hands, names].filter(Boolean).join(' · ') };
    }
    const payment = records.payments.find((p) => p.id === line.record);
    const text = t('club:statement.payment', {
      date,
      from: nameOf(payment?.from ?? ''),
      to: nameOf(payment?.to ?? ''),
    });
    return { text };
  };
}

function LineText({ words }: { words: LineWords }) {
  return (
    <span class="club-line-text">
      {words.text}
      {words.detail && <span class="club-line-detail muted">{words.detail}</span>}
    </span>
  );
}

function NetLine({ net, currency }: { net: Money; currency: Currency }) {
  const { t, language } = useT();
  const amount = formatMoney(Math.abs(net), currency, language);
  const words =
    net < 0
      ? t('club:statement.owes', { amount })
      : net > 0
        ? t('club:statement.owed', { amount })
        : t('club:statement.even');
  return (
    <p class={`club-net num ${net > 0 ? 'pos' : net < 0 ? 'neg' : ''}`} data-net={net}>
      {words}
    </p>
  );
}

export function MemberScreen({ clubId, member }: { clubId: string; member: MemberId }) {
  const { t, language } = useT();
  const { club, records, view, nameOf } = useClub(clubId);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const lineText = useLineText(records ?? NO_RECORDS, member, nameOf);
  const back = { name: 'club', clubId } as const;
  if (!club || !records || !view) {
    return (
      <Layout title={t('club:home.statement')} back={back}>
        <p class="muted">{club === null ? t('club:home.notFound') : t('loading')}</p>
      </Layout>
    );
  }
  const tabs = view.tabs.filter((tab) => (tab.statements[member] ?? []).length > 0);
  const nightOf = (line: StatementLine) =>
    records.results.find((r) => r.id === line.record)?.nightId;
  return (
    <Layout title={nameOf(member)} back={back}>
      <h2 class="section-title">{t('club:statement.net')}</h2>
      {tabs.length === 0 && <p class="empty">{t('club:statement.empty')}</p>}
      {tabs.map((tab) => (
        <section key={tab.currency} class="card" data-currency={tab.currency}>
          <NetLine net={tab.nets[member] ?? 0} currency={tab.currency} />
          <h3 class="club-subtitle">{t('club:statement.lines')}</h3>
          <ol class="club-lines" reversed>
            {[...(tab.statements[member] ?? [])].reverse().map((line) => (
              <li
                key={line.record}
                class="club-line"
                data-kind={line.kind}
                data-record={line.record}
              >
                <LineText words={lineText(line)} />
                <span
                  class={`num club-line-amount ${line.amount > 0 ? 'pos' : 'neg'}`}
                  data-amount={line.amount}
                >
                  {formatMoney(line.amount, tab.currency, language, true)}
                </span>
                {line.kind === 'night' && club.role !== 'board' && (
                  // Small and to one side: taking a night out of the club is rare, and a
                  // stray thumb on a wide button would open its dialog at every scroll.
                  <button
                    type="button"
                    class="btn btn-small club-line-withdraw"
                    onClick={() => setWithdrawing(nightOf(line) ?? null)}
                  >
                    {t('club:statement.withdraw')}
                  </button>
                )}
                <span class="muted num club-line-running" data-running={line.running}>
                  {t('club:statement.running', {
                    amount: formatMoney(line.running, tab.currency, language, true),
                  })}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
      {withdrawing && (
        <WithdrawDialog
          clubId={clubId}
          nightId={withdrawing}
          onClose={() => setWithdrawing(null)}
        />
      )}
    </Layout>
  );
}

export function WithdrawDialog(props: { clubId: string; nightId: string; onClose: () => void }) {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  const withdraw = async () => {
    props.onClose();
    try {
      await withdrawNight(services.db, props.clubId, props.nightId, services);
      notices.notify(t('club:statement.withdrawn'));
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };
  return (
    <Dialog title={t('club:statement.withdrawTitle')} onClose={props.onClose}>
      <p>{t('club:statement.withdrawText')}</p>
      <div class="club-dialog-actions">
        <button type="button" class="btn btn-primary btn-wide" onClick={() => void withdraw()}>
          {t('club:statement.withdraw')}
        </button>
        <button type="button" class="btn btn-wide" onClick={props.onClose}>
          {t('cancel')}
        </button>
      </div>
    </Dialog>
  );
}
