import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@shared/api/client';
import * as portfoliosApi from '@shared/api/contract/back-office/portfolios';
import { PORTFOLIO_TITLE_MAX_LENGTH } from '@shared/api/contract/back-office/portfolios';
import { imageUrl } from '@shared/api/image-url';
import { useEndpointMutation, useEndpointQuery } from '@shared/api/query';
import { Button } from '@shared/ui/button';
import { QueryState } from '@shared/ui/query-state';
import { TextField } from '@shared/ui/text-field';

/** The list's thumbnails, drawn at 96 px (twice for sharp screens). */
const THUMBNAIL = { width: 192, height: 192 };

/** The provider's portfolios, each a link to its editor, and the form that starts a new one. */
export function PortfolioList({ language, open }: { language: string; open: (id: number) => void }) {
  const { t } = useTranslation();
  const query = useEndpointQuery(portfoliosApi.portfolios, {});
  const [title, setTitle] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const create = useEndpointMutation(portfoliosApi.createPortfolio, {
    language,
    invalidates: [portfoliosApi.portfolios],
    onError: (error) => setFailure(describeError(error, t)),
    onSuccess: (created) => open(created.id),
  });
  const listId = useId();
  const createId = useId();
  return (
    <>
      <p>{t('backOfficePortfolios.intro')}</p>
      <section className="pp-back-office__section" aria-labelledby={createId}>
        <h2 id={createId}>{t('backOfficePortfolios.createHeading')}</h2>
        <form
          className="pp-back-office__form pp-portfolios__create"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setFailure(null);
            if (!create.isPending) create.mutate({ title: title.trim() });
          }}
        >
          <TextField
            label={t('backOfficePortfolios.createTitle')}
            value={title}
            onValueChange={setTitle}
            maxLength={PORTFOLIO_TITLE_MAX_LENGTH}
            error={failure ?? undefined}
          />
          <div className="pp-back-office__actions">
            <Button type="submit" aria-disabled={create.isPending || undefined}>
              {t('backOfficePortfolios.create')}
            </Button>
          </div>
        </form>
      </section>
      <section className="pp-back-office__section" aria-labelledby={listId}>
        <h2 id={listId}>{t('backOfficePortfolios.listHeading')}</h2>
        {query.isSuccess ? (
          query.data.portfolios.length === 0 ? (
            <p className="state state--empty">{t('backOfficePortfolios.empty')}</p>
          ) : (
            <ul className="pp-portfolios__list">
              {query.data.portfolios.map((portfolio) => {
                const title = portfolio.title || t('backOfficePortfolios.untitled');
                return (
                  <li key={portfolio.id} className="pp-portfolios__entry">
                    {portfolio.cover ? (
                      <img
                        src={imageUrl(portfolio.cover.key, THUMBNAIL)}
                        alt=""
                        width={96}
                        height={96}
                        loading="lazy"
                      />
                    ) : (
                      <span className="pp-portfolios__no-cover" aria-hidden="true" />
                    )}
                    <span className="pp-portfolios__entry-text">
                      <a href={`?id=${portfolio.id}`}>{t('backOfficePortfolios.edit', { title })}</a>
                      <span>
                        {portfolio.published
                          ? t('backOfficePortfolios.statePublished')
                          : t('backOfficePortfolios.stateDraft')}
                        {' · '}
                        {t('backOfficePortfolios.photoCount', { count: portfolio.imageCount })}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )
        ) : (
          <QueryState
            query={query}
            loading={t('backOfficePortfolios.loading')}
            loadFailed={t('backOfficePortfolios.loadFailed')}
          />
        )}
      </section>
    </>
  );
}
