import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { describeError } from '@shared/api/client/describe-error';
import {
  CITY_SEARCH_RADIUS_KM,
  type directoryRegionSchema,
  type directoryServiceSchema,
} from '@shared/api/contract/directory';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import { AutocompleteField, CitySuggestion } from '@shared/ui/autocomplete-field';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { SEARCH_FIELDS, SEARCH_SUBMIT } from '@shared/islands/search-fields';
import { SelectField } from '@shared/ui/text-field';
import { VISUALLY_HIDDEN_CLASS } from '@shared/ui/visually-hidden';
import { Pagination } from './pagination';
import { ResultCard } from './result-card';
import { cityInvalid } from './search-state';
import type { Search } from './use-search';
import '@shared/ui/text-field/field.css';
import '@shared/ui/theme/theme.css';
import '../directory-theme.css';
import './directory-search.css';

export interface DirectorySearchProps {
  search: Search;
  services: readonly v.InferOutput<typeof directoryServiceSchema>[];
  regions: readonly v.InferOutput<typeof directoryRegionSchema>[];
  country: CountryCode;
  language: Language;
  /** Each card offers to add its planner to one of the couple's projects (the project site's search). */
  addToProject?: boolean;
  /** The country site's origin, where the cards' profiles are, when the search is on another host. */
  profileOrigin?: string;
}

/** What the polite region says about the search: under way, or what it found. */
function useSearchNews({ phase, shown }: Search): string | null {
  const { t } = useTranslation();
  if (phase === 'loading') return t('directoryIslands.search.searching');
  if (phase !== 'loaded' || shown === null) return null;
  const { total, page, pageCount } = shown;
  if (total === 0) return t('errors.noResults');
  return t('directoryIslands.search.foundPage', { count: total, page, pageCount });
}

/**
 * The directory search: service, region and city (suggested as typed), then the providers found, a page at
 * a time. The search lives in the URL: reload, back and forward show it again.
 */
export function DirectorySearch({
  search,
  services,
  regions,
  country,
  language,
  addToProject = false,
  profileOrigin,
}: DirectorySearchProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const cityInput = useRef<HTMLInputElement>(null);
  const { state, dispatch, phase, shown, failure } = search;
  const { form, query, focusResults, cityRefusals, searches } = state;
  const news = useSearchNews(search);

  // A search refused for its city takes the focus there, where the error is read.
  useEffect(() => {
    if (cityRefusals > 0) cityInput.current?.focus();
  }, [cityRefusals]);

  // After a page change, the link clicked is gone: the focus goes to the top of the new page of results.
  useEffect(() => {
    if (!focusResults) return;
    if (phase === 'loaded') resultsHeading.current?.focus();
    if (phase === 'failed') retryButton.current?.focus();
  }, [phase, focusResults, searches]);

  const titleId = `${baseId}-title`;
  return (
    <section className="pp-ui-theme pp-directory-island pp-directory-search" lang={language}>
      <form
        role="search"
        aria-labelledby={titleId}
        className="pp-directory-search__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: 'submitted' });
        }}
      >
        <h2 className="pp-directory-search__title" id={titleId}>
          {t('directoryIslands.search.label')}
        </h2>
        <SelectField
          name={SEARCH_FIELDS.service}
          label={t('directoryIslands.search.service')}
          value={form.service}
          options={[
            { value: '', label: t('directoryIslands.search.anyService') },
            ...services.map((service) => ({ value: service.slug, label: service.name })),
          ]}
          onValueChange={(service) => dispatch({ type: 'serviceChosen', service })}
        />
        <SelectField
          name={SEARCH_FIELDS.region}
          label={t('directoryIslands.search.region')}
          value={form.region}
          options={[
            { value: '', label: t('directoryIslands.search.anyRegion') },
            ...regions.map((region) => ({
              value: region.slug,
              label: t('directoryIslands.search.regionOption', { name: region.name, count: region.count }),
            })),
          ]}
          onValueChange={(region) => dispatch({ type: 'regionChosen', region })}
        />
        <AutocompleteField
          name={SEARCH_FIELDS.cityName}
          label={t('directoryIslands.search.city')}
          hint={t('directoryIslands.search.cityHint', { radius: CITY_SEARCH_RADIUS_KM })}
          value={form.cityText}
          onValueChange={(text) => dispatch({ type: 'cityTyped', text })}
          suggestions={search.citySuggestions}
          keyOf={(city) => String(city.id)}
          renderSuggestion={(city) => (
            <CitySuggestion name={city.name} details={[city.postalCode, city.area]} />
          )}
          onPick={(city) => dispatch({ type: 'cityPicked', city })}
          error={
            cityRefusals > 0 && cityInvalid(form) ? t('validation.cityWithPostalCodeInvalid') : undefined
          }
          inputRef={cityInput}
        />
        <Button type="submit" className="pp-directory-search__submit" data-hand-over={SEARCH_SUBMIT}>
          {t('directoryIslands.search.submit')}
        </Button>
      </form>

      <LiveRegion politeness="polite" className={VISUALLY_HIDDEN_CLASS}>
        {news && <p key={searches}>{news}</p>}
      </LiveRegion>
      <LiveRegion politeness="assertive" className="pp-directory-search__error">
        {phase === 'failed' && (
          <p key={searches}>{t('errors.withDetail', { detail: describeError(failure, t) })}</p>
        )}
      </LiveRegion>
      {phase === 'failed' && (
        <Button
          ref={retryButton}
          variant="secondary"
          className="pp-directory-search__retry"
          onClick={() => dispatch({ type: 'retried' })}
        >
          {t('directoryIslands.search.retry')}
        </Button>
      )}
      {phase === 'loading' && (
        <p className="pp-directory-search__loading" aria-hidden="true">
          {t('directoryIslands.search.searching')}
        </p>
      )}

      {shown && query !== null && (
        <div className="pp-directory-search__results" aria-busy={phase === 'loading'}>
          <h2 ref={resultsHeading} className="pp-directory-search__results-heading" tabIndex={-1}>
            {shown.total === 0
              ? t('errors.noResults')
              : t('directoryIslands.search.found', { count: shown.total })}
          </h2>
          {shown.providers.length > 0 && (
            <ul className="pp-directory-search__cards">
              {shown.providers.map((provider) => (
                <ResultCard
                  key={provider.publicId}
                  provider={provider}
                  country={country}
                  language={language}
                  addToProject={addToProject}
                  profileOrigin={profileOrigin}
                />
              ))}
            </ul>
          )}
          <Pagination
            page={shown.page}
            pageCount={shown.pageCount}
            hrefOf={(page) => search.hrefOfPage(query, page)}
            onChoose={(page) => dispatch({ type: 'pageChosen', page })}
          />
        </div>
      )}
    </section>
  );
}
