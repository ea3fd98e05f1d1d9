import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import * as socialNetworksApi from '@shared/api/contract/back-office/social-networks';
import {
  SOCIAL_NETWORK_HOSTS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@shared/api/contract/back-office/social-networks';
import { FormList, FormSelectField, FormTextField, ResourceForm, type ContractForm } from '@shared/forms';

/** The networks' names, which are brands: the same in every language. */
const NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

type NetworksForm = ContractForm<
  { networks: { type: SocialNetwork; url: string }[] },
  { networks: { type: SocialNetwork; url: string }[] }
>;

/** The rows: a network, and the address of the provider's page there; a new row offers a network not listed. */
function NetworkRows({ form }: { form: NetworksForm }) {
  const { t } = useTranslation();
  const listed = useWatch({ control: form.methods.control, name: 'networks' });
  return (
    <>
      {listed.length === 0 && (
        <p className="state state--empty">{t('backOfficeProfile.socialNetworks.empty')}</p>
      )}
      <FormList
        form={form}
        name="networks"
        newRow={() => ({
          type: SOCIAL_NETWORKS.find((network) => !listed.some((row) => row.type === network)) ?? 'instagram',
          url: '',
        })}
        rowLabel={(index) => t('backOfficeProfile.socialNetworks.row', { position: index + 1 })}
        addLabel={t('backOfficeProfile.socialNetworks.add')}
        maxRows={SOCIAL_NETWORKS.length}
        reorderable={false}
        renderRow={({ path, index }) => (
          <>
            <FormSelectField
              form={form}
              name={`${path}.type`}
              label={t('backOfficeProfile.socialNetworks.network')}
              options={SOCIAL_NETWORKS.map((network) => ({ value: network, label: NETWORK_NAMES[network] }))}
            />
            <FormTextField
              form={form}
              name={`${path}.url`}
              label={t('backOfficeProfile.socialNetworks.url')}
              type="url"
              inputMode="url"
              hint={t('backOfficeProfile.socialNetworks.urlHint', {
                example: `https://www.${SOCIAL_NETWORK_HOSTS[listed[index]?.type ?? 'instagram'][0]}/…`,
              })}
            />
          </>
        )}
      />
    </>
  );
}

/** The back-office's social networks page: the links of the public profile to the company's pages. */
export default function SocialNetworksScreen({ language }: { language: string }) {
  const { t } = useTranslation();
  return (
    <ResourceForm
      read={socialNetworksApi.socialNetworks}
      save={socialNetworksApi.saveSocialNetworks}
      language={language}
      toValues={({ networks }) => ({ networks })}
      texts={{
        loading: t('backOfficeProfile.socialNetworks.loading'),
        loadFailed: t('backOfficeProfile.socialNetworks.loadFailed'),
        submit: t('backOfficeProfile.socialNetworks.submit'),
        done: t('backOfficeProfile.socialNetworks.done'),
      }}
    >
      {(form) => (
        <>
          <p>{t('backOfficeProfile.socialNetworks.intro')}</p>
          <NetworkRows form={form} />
        </>
      )}
    </ResourceForm>
  );
}
