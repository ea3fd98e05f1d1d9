import { useTranslation } from 'react-i18next';
import * as servicesApi from '@shared/api/contract/back-office/provider-services';
import { useEndpointQuery } from '@shared/api/query';
import { FormChoicesField, ResourceForm } from '@shared/forms';

/** The back-office's services page: the service types, a box each, those the provider offers ticked. */
export default function ProviderServicesScreen({ language }: { language: string }) {
  const { t } = useTranslation();
  // The form's read: the same cache entry, loaded before the form shows.
  const catalogue = useEndpointQuery(servicesApi.providerServices, {}).data?.prestations ?? [];
  return (
    <ResourceForm
      read={servicesApi.providerServices}
      save={servicesApi.saveProviderServices}
      language={language}
      toValues={({ offered }) => ({ offered })}
      texts={{
        loading: t('backOfficeProfile.services.loading'),
        loadFailed: t('backOfficeProfile.services.loadFailed'),
        submit: t('backOfficeProfile.services.submit'),
        done: t('backOfficeProfile.services.done'),
      }}
    >
      {(form) => (
        <>
          <p>{t('backOfficeProfile.services.intro')}</p>
          <FormChoicesField
            form={form}
            name="offered"
            legend={t('backOfficeProfile.services.legend')}
            options={catalogue.map(({ slug, name }) => ({ value: slug, label: name }))}
          />
        </>
      )}
    </ResourceForm>
  );
}
