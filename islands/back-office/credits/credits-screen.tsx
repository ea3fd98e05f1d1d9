import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as creditsApi from '@shared/api/contract/back-office/credits';
import type { CreditLog, CreditPack, Currency, Receipt } from '@shared/api/contract/back-office/credits';
import { entriesOfPages, useEndpointMutation, useEndpointPages, useEndpointQuery } from '@shared/api/query';
import { Button } from '@shared/ui/button';
import { buttonClassName } from '@shared/ui/button/button-class';
import { LiveRegion } from '@shared/ui/live-region';
import { MorePages, QueryState } from '@shared/ui/query-state';
import { browserNavigation, type GoTo } from '../browser-navigation';
import { FailureMessage } from '../failure-message';
import { useShownFailure } from '../use-shown-failure';
import '@shared/ui/data-table/data-table.css';
import './credits-screen.css';

/** This page's own address, where a receipt's view comes back to. */
const CREDITS_PATH = '/credits';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An amount in minor units, in the page's language and the amount's currency. */
function money(language: string, minor: number, currency: Currency | string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);
}

/** The packs on sale, each with its price and a button that opens the gateway's checkout. */
function Packs({ language, goTo }: { language: string; goTo: GoTo }) {
  const { t } = useTranslation();
  const packs = useEndpointQuery(creditsApi.creditPacks, {}, { language });
  const { failure, show, clear } = useShownFailure();
  const buy = useEndpointMutation(creditsApi.buyCredits, {
    language,
    onMutate: clear,
    onSuccess: ({ checkoutUrl }) => goTo(checkoutUrl),
    onError: show,
  });
  const headingId = useId();
  // Once the checkout's address is there, the browser is leaving: the buttons stay quiet until it has.
  const busy = buy.isPending || buy.isSuccess;
  return (
    <section className="pp-back-office__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('backOfficeCredits.packsHeading')}</h2>
      {packs.isSuccess ? (
        <ol className="pp-credits__packs">
          {packs.data.packs.map((pack: CreditPack) => {
            const price = money(language, pack.price, pack.currency);
            return (
              <li key={pack.id} className="pp-credits__pack">
                <p className="pp-credits__pack-credits">
                  {t('backOfficeCredits.packCredits', { credits: pack.credits })}
                </p>
                <p className="pp-credits__pack-price">
                  {price} <span className="pp-credits__vat">{t('backOfficeCredits.vatIncluded')}</span>
                </p>
                <Button
                  variant="primary"
                  aria-label={t('backOfficeCredits.buyPack', { credits: pack.credits, price })}
                  aria-disabled={busy}
                  onClick={() => {
                    if (!busy) buy.mutate({ pack: pack.id });
                  }}
                >
                  {t('backOfficeCredits.buy')}
                </Button>
              </li>
            );
          })}
        </ol>
      ) : (
        <QueryState
          query={packs}
          loading={t('backOfficeCredits.packsLoading')}
          loadFailed={t('backOfficeCredits.packsLoadFailed')}
        />
      )}
      <LiveRegion politeness="polite">{busy && <p>{t('backOfficeCredits.buying')}</p>}</LiveRegion>
      <FailureMessage failure={failure} />
    </section>
  );
}

/** What a movement points at: the request it opened, the unlock it gives back, its receipt, its reason. */
function Details({ log }: { log: CreditLog }) {
  const { t } = useTranslation();
  const parts = [
    log.eventRequest && (
      <span key="request">{t('backOfficeCredits.request', { id: log.eventRequest.slice(0, 8) })}</span>
    ),
    log.refundOf !== null && (
      <span key="refund">{t('backOfficeCredits.refundOf', { id: log.refundOf })}</span>
    ),
    log.receipt && (
      <a key="receipt" href={`${CREDITS_PATH}?receipt=${log.receipt.id}`}>
        {t('backOfficeCredits.receiptLink', { number: log.receipt.number })}
      </a>
    ),
    log.reason && <span key="reason">{log.reason}</span>,
  ].filter(Boolean);
  return <>{parts}</>;
}

/**
 * The balance, and the payments waiting for their bank: the ledger's first page says them (the same query as
 * the ledger's, read once). Nothing while it loads, where the ledger shows its own state.
 */
function Balance({ language }: { language: string }) {
  const { t } = useTranslation();
  const logs = useEndpointPages(creditsApi.creditLogs, {}, { language });
  if (!logs.isSuccess) return null;
  const first = logs.data.pages[0];
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
  return (
    <>
      <p className="pp-credits__balance">
        <span className="pp-credits__balance-label">{t('backOfficeCredits.balance')}</span>{' '}
        <strong className="pp-credits__balance-value">{first?.balance ?? 0}</strong>{' '}
        {t('backOfficeCredits.balanceHint')}
      </p>
      {first?.awaited.map((payment) => (
        <p key={payment.id} className="notice pp-credits__awaited">
          {t('backOfficeCredits.awaited', {
            credits: payment.credits,
            date: date.format(new Date(payment.createdAt)),
          })}
        </p>
      ))}
    </>
  );
}

/** The ledger newest first, a page at a time. */
function Ledger({ language }: { language: string }) {
  const { t } = useTranslation();
  const logs = useEndpointPages(creditsApi.creditLogs, {}, { language });
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  if (!logs.isSuccess) {
    return (
      <QueryState
        query={logs}
        loading={t('backOfficeCredits.ledgerLoading')}
        loadFailed={t('backOfficeCredits.ledgerLoadFailed')}
      />
    );
  }
  const entries = entriesOfPages(logs.data.pages, (page) => page.logs);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const signed = new Intl.NumberFormat(language, { signDisplay: 'exceptZero' });
  return (
    <section className="pp-back-office__section">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('backOfficeCredits.ledgerHeading')}
      </h2>
      {entries.length === 0 ? (
        <p className="state state--empty">{t('backOfficeCredits.ledgerEmpty')}</p>
      ) : (
        // A table wider than a phone scrolls inside its region, which the keyboard reaches; the region, not
        // the section, carries the heading's name: one landmark of that name.
        <div className="pp-ui-table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="pp-ui-table">
            <thead>
              <tr>
                <th scope="col">{t('backOfficeCredits.date')}</th>
                <th scope="col">{t('backOfficeCredits.movement')}</th>
                <th scope="col">{t('backOfficeCredits.credits')}</th>
                <th scope="col">{t('backOfficeCredits.balanceAfter')}</th>
                <th scope="col">{t('backOfficeCredits.details')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((log) => (
                <tr key={log.id}>
                  <td>{date.format(new Date(log.createdAt))}</td>
                  <td>{t(`backOfficeCredits.kinds.${log.kind}`)}</td>
                  <td className="pp-ui-table__number">{signed.format(log.credits)}</td>
                  <td className="pp-ui-table__number">{log.balanceAfter}</td>
                  <td className="pp-credits__details">
                    <Details log={log} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MorePages
        query={logs}
        more={t('backOfficeCredits.more')}
        loading={t('backOfficeCredits.moreLoading')}
        loadFailed={t('backOfficeCredits.moreFailed')}
        focusAtEnd={heading}
      />
    </section>
  );
}

/** A purchase's receipt, as the browser prints it. */
function ReceiptView({ id, language }: { id: string; language: string }) {
  const { t } = useTranslation();
  const receipt = useEndpointQuery(creditsApi.creditReceipt, {}, { params: { id }, language });
  const back = (
    <a className={buttonClassName('secondary')} href={CREDITS_PATH}>
      {t('backOfficeCredits.receipt.back')}
    </a>
  );
  if (!receipt.isSuccess) {
    return (
      <div className="pp-back-office-island">
        <QueryState
          query={receipt}
          loading={t('backOfficeCredits.receipt.loading')}
          loadFailed={t('backOfficeCredits.receipt.loadFailed')}
        />
        <p>{back}</p>
      </div>
    );
  }
  const shown: Receipt = receipt.data.receipt;
  const amount = (minor: number) => money(language, minor, shown.currency);
  return (
    <article className="pp-back-office-island pp-credits__receipt">
      <h2>{t('backOfficeCredits.receipt.title', { number: shown.number })}</h2>
      <dl className="pp-credits__receipt-parties">
        <dt>{t('backOfficeCredits.receipt.seller')}</dt>
        <dd>{shown.seller}</dd>
        <dt>{t('backOfficeCredits.receipt.buyer')}</dt>
        <dd>{shown.buyer}</dd>
        <dt>{t('backOfficeCredits.receipt.date')}</dt>
        <dd>{new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(shown.issuedAt))}</dd>
      </dl>
      <table className="pp-ui-table pp-credits__receipt-lines">
        <tbody>
          <tr>
            <th scope="row">{t('backOfficeCredits.receipt.item', { credits: shown.credits })}</th>
            <td />
          </tr>
          <tr>
            <th scope="row">{t('backOfficeCredits.receipt.net')}</th>
            <td className="pp-ui-table__number">{amount(shown.net)}</td>
          </tr>
          <tr>
            <th scope="row">{t('backOfficeCredits.receipt.vat', { rate: shown.vatRate })}</th>
            <td className="pp-ui-table__number">{amount(shown.vat)}</td>
          </tr>
          <tr className="pp-credits__receipt-total">
            <th scope="row">{t('backOfficeCredits.receipt.gross')}</th>
            <td className="pp-ui-table__number">{amount(shown.gross)}</td>
          </tr>
        </tbody>
      </table>
      <p>{t('backOfficeCredits.receipt.rateNote')}</p>
      <p className="pp-back-office__actions pp-credits__receipt-actions">
        <Button variant="primary" onClick={() => window.print()}>
          {t('backOfficeCredits.receipt.print')}
        </Button>
        {back}
      </p>
    </article>
  );
}

export interface CreditsScreenProps {
  language: string;
  /** Where the page reads the receipt it shows (`?receipt=`) and sends the browser to the checkout. */
  navigation?: { goTo: GoTo; search: () => string };
}

const browser = { goTo: browserNavigation.goTo, search: () => location.search };

/**
 * The back-office's credits page: the balance, the packs with their price and a button to the gateway's
 * checkout, and the ledger newest first with what each movement points at; or, with `?receipt=`, one
 * purchase's receipt. Nothing here grants credits: they come with the gateway's verified event, and the
 * page shows them when the provider comes back.
 */
export default function CreditsScreen({ language, navigation = browser }: CreditsScreenProps) {
  const { t } = useTranslation();
  const receipt = new URLSearchParams(navigation.search()).get('receipt');
  if (receipt && UUID.test(receipt)) return <ReceiptView id={receipt} language={language} />;
  return (
    <div className="pp-back-office-island pp-credits">
      <p>{t('backOfficeCredits.intro')}</p>
      <Balance language={language} />
      <Packs language={language} goTo={navigation.goTo} />
      <Ledger language={language} />
    </div>
  );
}
