import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import * as portraitApi from '@shared/api/contract/back-office/portrait-experiences';
import {
  EXPERIENCES_MAX,
  EXPERIENCE_DESCRIPTION_MAX_LENGTH,
  EXPERIENCE_TITLE_MAX_LENGTH,
  PORTRAIT_MAX_LENGTH,
} from '@shared/api/contract/back-office/portrait-experiences';
import type { RequestOf, ResponseOf } from '@shared/api/endpoint';
import {
  FormList,
  FormRichTextField,
  FormTextAreaField,
  FormTextField,
  ResourceForm,
  type ContractForm,
} from '@shared/forms';
import { useProfileUrl } from '@shared/queries/profile-url';
import { NewTabLink } from '@shared/ui/new-tab-link';

type Saved = RequestOf<typeof portraitApi.savePortraitExperiences>;
type PortraitForm = ContractForm<Saved, Saved>;

/** Where the profile is: a link once the directory shows it, its address until then. */
function ProfileLink() {
  const { t } = useTranslation();
  const profile = useProfileUrl();
  if (!profile.isSuccess) return null;
  const { url, published } = profile.data;
  return published ? (
    <p>
      <NewTabLink href={url}>{t('backOfficeProfile.portrait.seeProfile')}</NewTabLink>
    </p>
  ) : (
    <p>{t('backOfficeProfile.portrait.notPublished', { url })}</p>
  );
}

/** The experiences: a title, a year, a few words each, in the order the profile lists them. */
function ExperienceRows({ form }: { form: PortraitForm }) {
  const { t } = useTranslation();
  const listed = useWatch({ control: form.methods.control, name: 'experiences' });
  return (
    <section className="pp-back-office__section" aria-labelledby="pp-portrait-experiences">
      <h2 id="pp-portrait-experiences">{t('backOfficeProfile.portrait.experiencesTitle')}</h2>
      <p>{t('backOfficeProfile.portrait.experiencesIntro')}</p>
      {(listed ?? []).length === 0 && (
        <p className="state state--empty">{t('backOfficeProfile.portrait.experiencesEmpty')}</p>
      )}
      <FormList
        form={form}
        name="experiences"
        newRow={() => ({ title: '', year: String(new Date().getFullYear()), description: '' })}
        rowLabel={(index) => t('backOfficeProfile.portrait.experienceRow', { position: index + 1 })}
        addLabel={t('backOfficeProfile.portrait.addExperience')}
        maxRows={EXPERIENCES_MAX}
        renderRow={({ path }) => (
          <>
            <FormTextField
              form={form}
              name={`${path}.title`}
              label={t('backOfficeProfile.portrait.experienceTitle')}
              maxLength={EXPERIENCE_TITLE_MAX_LENGTH}
            />
            <FormTextField
              form={form}
              name={`${path}.year`}
              label={t('backOfficeProfile.portrait.experienceYear')}
              inputMode="numeric"
              maxLength={4}
            />
            <FormTextAreaField
              form={form}
              name={`${path}.description`}
              label={t('backOfficeProfile.portrait.experienceDescription')}
              maxLength={EXPERIENCE_DESCRIPTION_MAX_LENGTH}
              rows={3}
            />
          </>
        )}
      />
    </section>
  );
}

const toValues = ({ portrait, experiences }: ResponseOf<typeof portraitApi.portraitExperiences>) => ({
  portrait,
  experiences,
});

/** The back-office's portrait page: the portrait the public profile opens with, then the experiences. */
export default function PortraitExperiencesScreen({ language }: { language: string }) {
  const { t } = useTranslation();
  return (
    <ResourceForm
      read={portraitApi.portraitExperiences}
      save={portraitApi.savePortraitExperiences}
      language={language}
      toValues={toValues}
      texts={{
        loading: t('backOfficeProfile.portrait.loading'),
        loadFailed: t('backOfficeProfile.portrait.loadFailed'),
        submit: t('backOfficeProfile.portrait.submit'),
        done: t('backOfficeProfile.portrait.done'),
      }}
    >
      {(form) => (
        <>
          <p>{t('backOfficeProfile.portrait.intro')}</p>
          <ProfileLink />
          <FormRichTextField
            form={form}
            name="portrait"
            label={t('backOfficeProfile.portrait.portraitLabel')}
            hint={t('backOfficeProfile.portrait.portraitHint', { max: PORTRAIT_MAX_LENGTH })}
          />
          <ExperienceRows form={form} />
        </>
      )}
    </ResourceForm>
  );
}
