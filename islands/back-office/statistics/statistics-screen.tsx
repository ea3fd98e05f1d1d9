import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as statisticsApi from '@shared/api/contract/back-office/statistics';
import {
  STATISTICS_PERIODS,
  type Funnel,
  type RequestRates,
  type StatisticsPeriod,
} from '@shared/api/contract/back-office/statistics';
import { useEndpointQuery } from '@shared/api/query';
import { QueryState } from '@shared/ui/query-state';
import type { ScreenProps } from '../screen/screens';
import { ViewsChart } from './views-chart';
import '@shared/forms/form-choices-field.css';
import '@shared/ui/data-table/data-table.css';
import './statistics-screen.css';

interface PeriodProps {
  language: string;
  days: StatisticsPeriod;
}

/** The formats of the page's language: whole numbers, shares, days (the statistics' days are UTC's). */
function useFormats(language: string) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const minuteFormat = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  });
  const hourFormat = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  return {
    number: (value: number) => number.format(value),
    share: (value: number | null) =>
      value === null ? t('backOfficeStatistics.noFigure') : percent.format(value),
    day: (date: string) => day.format(new Date(`${date}T00:00:00Z`)),
    duration: (minutes: number | null) => {
      if (minutes === null) return t('backOfficeStatistics.noFigure');
      if (minutes < 120) return minuteFormat.format(minutes);
      return hourFormat.format(minutes / 60);
    },
    credits: (credits: number | null) =>
      credits === null
        ? t('backOfficeStatistics.noFigure')
        : t('backOfficeStatistics.credits', {
            credits: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(credits),
          }),
  };
}

/** The period's radio buttons: arrows move between them, as in any radio group. */
function PeriodPicker({
  days,
  onChange,
}: {
  days: StatisticsPeriod;
  onChange: (days: StatisticsPeriod) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="pp-ui-choices pp-statistics__periods">
      <legend className="pp-ui-choices__legend">{t('backOfficeStatistics.periodLegend')}</legend>
      {STATISTICS_PERIODS.map((period) => (
        <label key={period} className="pp-ui-check">
          <input
            type="radio"
            name={name}
            value={period}
            checked={days === period}
            onChange={() => onChange(period)}
          />
          {t(`backOfficeStatistics.period${period}`)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A section of the page under its heading. The heading names the table's scrolling region inside it, not the
 * section: one landmark of that name.
 */
function Section({ heading, children }: { heading: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <section className="pp-back-office__section">
      <h2 id={headingId}>{heading}</h2>
      {children(headingId)}
    </section>
  );
}

/** Figures of this period beside the previous one's, one row each. */
function Comparison({ caption, rows }: { caption: string; rows: readonly [string, string, string][] }) {
  const { t } = useTranslation();
  return (
    <div className="pp-ui-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="pp-ui-table">
        <caption className="pp-statistics__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backOfficeStatistics.measure')}</th>
            <th scope="col">{t('backOfficeStatistics.current')}</th>
            <th scope="col">{t('backOfficeStatistics.previous')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, current, previous]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="pp-ui-table__number">{current}</td>
              <td className="pp-ui-table__number">{previous}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The profile's views per day: the totals beside the previous period's, the chart, and the same as a table. */
function Views({ language, days }: PeriodProps) {
  const { t } = useTranslation();
  const format = useFormats(language);
  const views = useEndpointQuery(
    statisticsApi.views,
    { days },
    { language, placeholderData: keepPreviousData },
  );
  return (
    <Section heading={t('backOfficeStatistics.viewsHeading')}>
      {(headingId) =>
        views.isSuccess ? (
          <>
            <p className="pp-statistics__range">
              {t('backOfficeStatistics.periodRange', {
                from: format.day(views.data.period.from),
                to: format.day(views.data.period.to),
              })}
            </p>
            <dl className="pp-statistics__totals">
              <div>
                <dt>{t('backOfficeStatistics.current')}</dt>
                <dd data-testid="views-total">{format.number(views.data.total)}</dd>
              </div>
              <div>
                <dt>{t('backOfficeStatistics.previous')}</dt>
                <dd>{format.number(views.data.previousTotal)}</dd>
              </div>
            </dl>
            {views.data.total === 0 ? (
              <p className="state state--empty">{t('backOfficeStatistics.viewsEmpty')}</p>
            ) : (
              <>
                <ViewsChart daily={views.data.daily} language={language} />
                <div
                  className="pp-ui-table-scroll pp-statistics__daily-scroll"
                  role="region"
                  aria-labelledby={headingId}
                  tabIndex={0}
                >
                  <table className="pp-ui-table pp-statistics__daily">
                    <caption className="pp-statistics__caption">
                      {t('backOfficeStatistics.viewsTable')}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('backOfficeStatistics.day')}</th>
                        <th scope="col">{t('backOfficeStatistics.views')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {views.data.daily.map(({ date, views: count }) => (
                        <tr key={date} data-date={date}>
                          <th scope="row">{format.day(date)}</th>
                          <td className="pp-ui-table__number">{format.number(count)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </>
        ) : (
          <QueryState
            query={views}
            loading={t('backOfficeStatistics.viewsLoading')}
            loadFailed={t('backOfficeStatistics.viewsLoadFailed')}
          />
        )
      }
    </Section>
  );
}

/** Views → requests → unlocks, each step beside the previous period's, and what an unlock cost. */
function FunnelSteps({ funnel, previous, language }: { funnel: Funnel; previous: Funnel; language: string }) {
  const { t } = useTranslation();
  const format = useFormats(language);
  const steps = [
    ['funnelViews', funnel.views, previous.views],
    ['funnelRequests', funnel.requests, previous.requests],
    ['funnelUnlocks', funnel.unlocks, previous.unlocks],
  ] as const;
  return (
    <>
      <ol className="pp-statistics__funnel">
        {steps.map(([label, current, before]) => (
          <li key={label} className="pp-statistics__step">
            <span className="pp-statistics__step-label">{t(`backOfficeStatistics.${label}`)}</span>
            <strong className="pp-statistics__step-value">{format.number(current)}</strong>
            <span className="pp-statistics__step-previous">
              {t('backOfficeStatistics.previousValue', { value: format.number(before) })}
            </span>
          </li>
        ))}
      </ol>
      <Comparison
        caption={t('backOfficeStatistics.costPerUnlock')}
        rows={[
          [
            t('backOfficeStatistics.costPerUnlock'),
            format.credits(funnel.costPerUnlock),
            format.credits(previous.costPerUnlock),
          ],
        ]}
      />
      <p className="pp-statistics__hint">{t('backOfficeStatistics.costHint')}</p>
    </>
  );
}

/** The rates' rows: each figure's text key, this period's and the previous one's, formatted. */
function rateRows(current: RequestRates, previous: RequestRates, format: ReturnType<typeof useFormats>) {
  return [
    ['requests', format.number(current.requests), format.number(previous.requests)],
    ['responseRate', format.share(current.responseRate), format.share(previous.responseRate)],
    [
      'medianResponse',
      format.duration(current.medianResponseMinutes),
      format.duration(previous.medianResponseMinutes),
    ],
    ['unlockRate', format.share(current.unlockRate), format.share(previous.unlockRate)],
    ['declineRate', format.share(current.declineRate), format.share(previous.declineRate)],
  ] as const;
}

/** The rates of the period beside the previous one's, then the funnel and the cost of an unlock. */
function Rates({ language, days }: PeriodProps) {
  const { t } = useTranslation();
  const format = useFormats(language);
  const rates = useEndpointQuery(
    statisticsApi.rates,
    { days },
    { language, placeholderData: keepPreviousData },
  );
  if (!rates.isSuccess) {
    return (
      <Section heading={t('backOfficeStatistics.ratesHeading')}>
        {() => (
          <QueryState
            query={rates}
            loading={t('backOfficeStatistics.ratesLoading')}
            loadFailed={t('backOfficeStatistics.ratesLoadFailed')}
          />
        )}
      </Section>
    );
  }
  const { current, previous, funnel, previousFunnel } = rates.data;
  return (
    <>
      <Section heading={t('backOfficeStatistics.ratesHeading')}>
        {() => (
          <Comparison
            caption={t('backOfficeStatistics.ratesHeading')}
            rows={rateRows(current, previous, format).map(([key, now, before]) => [
              t(`backOfficeStatistics.${key}`),
              now,
              before,
            ])}
          />
        )}
      </Section>
      <Section heading={t('backOfficeStatistics.funnelHeading')}>
        {() => <FunnelSteps funnel={funnel} previous={previousFunnel} language={language} />}
      </Section>
    </>
  );
}

/** Each portfolio's views beside the previous period's, the most viewed first. */
function PortfolioViews({ language, days }: PeriodProps) {
  const { t } = useTranslation();
  const format = useFormats(language);
  const answer = useEndpointQuery(
    statisticsApi.portfolioViews,
    { days },
    { language, placeholderData: keepPreviousData },
  );
  return (
    <Section heading={t('backOfficeStatistics.portfoliosHeading')}>
      {(headingId) => {
        if (!answer.isSuccess) {
          return (
            <QueryState
              query={answer}
              loading={t('backOfficeStatistics.portfoliosLoading')}
              loadFailed={t('backOfficeStatistics.portfoliosLoadFailed')}
            />
          );
        }
        if (answer.data.portfolios.length === 0) {
          return <p className="state state--empty">{t('backOfficeStatistics.portfoliosEmpty')}</p>;
        }
        return (
          <div className="pp-ui-table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
            <table className="pp-ui-table">
              <thead>
                <tr>
                  <th scope="col">{t('backOfficeStatistics.portfolio')}</th>
                  <th scope="col">{t('backOfficeStatistics.current')}</th>
                  <th scope="col">{t('backOfficeStatistics.previous')}</th>
                </tr>
              </thead>
              <tbody>
                {answer.data.portfolios.map((portfolio) => (
                  <tr key={portfolio.id}>
                    <th scope="row">
                      {portfolio.title || t('backOfficeStatistics.untitled')}
                      {!portfolio.published && (
                        <span className="pp-statistics__unpublished">
                          {' '}
                          ({t('backOfficeStatistics.unpublished')})
                        </span>
                      )}
                    </th>
                    <td className="pp-ui-table__number">{format.number(portfolio.views)}</td>
                    <td className="pp-ui-table__number">{format.number(portfolio.previousViews)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }}
    </Section>
  );
}

/**
 * The back-office's statistics page (docs/product/back-office.md#statistics): a period (7, 30, 90 or 365
 * days) and, each beside the previous period, the profile's views per day as a chart and a table, the rates,
 * the funnel views → requests → unlocks with the cost of an unlock, and each portfolio's views.
 */
export default function StatisticsScreen({ language }: ScreenProps) {
  const { t } = useTranslation();
  const [days, setDays] = useState<StatisticsPeriod>(30);
  return (
    <div className="pp-back-office-island pp-statistics">
      <p>{t('backOfficeStatistics.intro')}</p>
      <PeriodPicker days={days} onChange={setDays} />
      <Views language={language} days={days} />
      <Rates language={language} days={days} />
      <PortfolioViews language={language} days={days} />
    </div>
  );
}
