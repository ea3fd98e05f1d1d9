import { useTranslation } from 'react-i18next';
import * as languagesApi from '@shared/api/contract/back-office/provider-languages';
import { useEndpointQuery } from '@shared/api/query';
import { FormChoicesField, ResourceForm } from '@shared/forms';

/** The back-office's languages page: the catalogue's languages, a box each, those the provider speaks ticked. */
export default function ProviderLanguagesScreen({ language }: { language: string }) {
  const { t } = useTranslation();
  // The form's read: the same cache entry, loaded before the form shows.
  const catalogue = useEndpointQuery(languagesApi.providerLanguages, {}).data?.langues ?? [];
  return (
    <ResourceForm
      read={languagesApi.providerLanguages}
      save={languagesApi.saveProviderLanguages}
      language={language}
      toValues={({ spoken }) => ({ spoken })}
      texts={{
        loading: t('backOfficeProfile.languages.loading'),
        loadFailed: t('backOfficeProfile.languages.loadFailed'),
        submit: t('backOfficeProfile.languages.submit'),
        done: t('backOfficeProfile.languages.done'),
      }}
    >
      {(form) => (
        <>
          <p>{t('backOfficeProfile.languages.intro')}</p>
          <FormChoicesField
            form={form}
            name="spoken"
            legend={t('backOfficeProfile.languages.legend')}
            options={catalogue.map(({ iso, label }) => ({ value: iso, label }))}
          />
        </>
      )}
    </ResourceForm>
  );
}
