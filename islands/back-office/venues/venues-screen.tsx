import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { describeError } from '@shared/api/client';
import * as venuesApi from '@shared/api/contract/back-office/venues';
import { CAPTION_MAX_LENGTH, GALLERY_UPLOAD } from '@shared/api/contract/back-office/images';
import { VENUE_CAPACITY_MAX, type Venue, type VenueImage } from '@shared/api/contract/back-office/venues';
import { imageUrl } from '@shared/api/image-url';
import { apiClientOf, endpointQueryKey, useEndpointMutation, useEndpointQuery } from '@shared/api/query';
import {
  FormChoicesField,
  FormCityWithPostalCodeField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  SubmitFooter,
  useContractForm,
} from '@shared/forms';
import { useProvider } from '@shared/queries/provider-account';
import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from '@shared/sites';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { QueryState } from '@shared/ui/query-state';
import { TextField } from '@shared/ui/text-field';
import './venues-screen.css';

const ACCEPT = GALLERY_UPLOAD.mediaTypes.join(',');
const THUMBNAIL = { width: 320, height: 320 };
const CAPACITY_INVALID = 'backOfficeVenues.capacityInvalid';

/**
 * The form's fields: the request's, the capacity typed as text (empty for none) and the venue type chosen in a
 * list whose first option is none; both become the request's numbers and nulls on their way out.
 */
const venueFormSchema = v.object({
  ...venuesApi.venueFieldsSchema.entries,
  capacity: v.union(
    [
      v.pipe(
        v.literal(''),
        v.transform(() => null),
      ),
      v.pipe(
        v.string(CAPACITY_INVALID),
        v.trim(),
        v.regex(/^\d{1,6}$/, CAPACITY_INVALID),
        v.transform(Number),
        v.minValue(1, CAPACITY_INVALID),
        v.maxValue(VENUE_CAPACITY_MAX, CAPACITY_INVALID),
      ),
    ],
    CAPACITY_INVALID,
  ),
  venueType: v.pipe(
    v.string(),
    v.transform((slug) => (slug === '' ? null : slug)),
  ),
});

/** The provider's country (its company's): a venue's city is one of its gazetteer's. */
function useProviderCountry(): CountryCode {
  const country = useProvider().query.data?.company.country;
  return country && isCountryCode(country) ? country : DEFAULT_COUNTRY;
}

/** Puts a venue the server answered into the page's list: replaced where it was, else added at the end. */
function keepVenue(client: QueryClient, venue: Venue): void {
  client.setQueryData<venuesApi.Venues>(endpointQueryKey(venuesApi.venues, {}), (list) => {
    const venues = list?.venues ?? [];
    return {
      venues: venues.some((each) => each.id === venue.id)
        ? venues.map((each) => (each.id === venue.id ? venue : each))
        : [...venues, venue],
    };
  });
}

type Announce = (text: string) => void;

/** A venue's name, or what stands for a draft's missing one. */
function useVenueName() {
  const { t } = useTranslation();
  return (venue: Pick<Venue, 'name'>) => venue.name || t('backOfficeVenues.untitled');
}

/** Publishes or takes off a venue; a refusal (what the venue lacks) shows under it. */
function PublishButton({
  venue,
  language,
  announce,
}: {
  venue: Venue;
  language: string;
  announce: Announce;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const nameOf = useVenueName();
  const [failure, setFailure] = useState<string | null>(null);
  const publish = useEndpointMutation(venuesApi.publishVenue, {
    language,
    onError: (error) => setFailure(describeError(error, t)),
    onSuccess: (answer) => {
      setFailure(null);
      keepVenue(client, answer);
      announce(
        t(answer.published ? 'backOfficeVenues.publishedNews' : 'backOfficeVenues.unpublishedNews', {
          name: nameOf(answer),
        }),
      );
    },
  });
  return (
    <>
      <Button
        variant={venue.published ? 'secondary' : 'primary'}
        aria-disabled={publish.isPending || undefined}
        onClick={() => {
          if (!publish.isPending)
            publish.mutate({ input: { published: !venue.published }, params: { id: venue.id } });
        }}
      >
        {venue.published ? t('backOfficeVenues.unpublish') : t('backOfficeVenues.publish')}
      </Button>
      {failure && (
        <p className="pp-venues__error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}

/** A button asking once more before a deletion; the confirmation's "keep" takes the focus. */
function ConfirmedDelete({
  label,
  question,
  onConfirm,
}: {
  label: string;
  question: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="link" onClick={() => setConfirming(true)}>
        {label}
      </Button>
    );
  }
  return (
    <span className="pp-back-office__actions" role="group" aria-label={question}>
      <span>{question}</span>
      <Button variant="primary" onClick={onConfirm}>
        {t('backOfficeVenues.confirm')}
      </Button>
      <Button variant="link" onClick={() => setConfirming(false)} autoFocus>
        {t('backOfficeVenues.keep')}
      </Button>
    </span>
  );
}

function VenueCard({
  venue,
  language,
  announce,
  onEdit,
}: {
  venue: Venue;
  language: string;
  announce: Announce;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const nameOf = useVenueName();
  const headingId = useId();
  const remove = useEndpointMutation(venuesApi.deleteVenue, {
    language,
    onSuccess: (answer) => {
      client.setQueryData(endpointQueryKey(venuesApi.venues, {}), answer);
      announce(t('backOfficeVenues.deleted'));
    },
  });
  const [first] = venue.images;
  return (
    <li className="pp-venues__card" aria-labelledby={headingId}>
      {first && (
        <img
          className="pp-venues__cover"
          src={imageUrl(first.key, THUMBNAIL)}
          alt=""
          width={160}
          height={160}
          loading="lazy"
        />
      )}
      <div className="pp-venues__summary">
        <h2 id={headingId} className="pp-venues__name">
          {nameOf(venue)}
        </h2>
        <p className="pp-venues__meta">
          <span className={`pp-venues__state pp-venues__state--${venue.published ? 'published' : 'draft'}`}>
            {venue.published ? t('backOfficeVenues.published') : t('backOfficeVenues.draft')}
          </span>{' '}
          · {venue.city ?? t('backOfficeVenues.noCity')} ·{' '}
          {t('backOfficeVenues.photoCount', { count: venue.images.length })}
        </p>
        <div className="pp-back-office__actions">
          <Button variant="secondary" onClick={onEdit}>
            {t('backOfficeVenues.edit', { name: nameOf(venue) })}
          </Button>
          <PublishButton venue={venue} language={language} announce={announce} />
          <ConfirmedDelete
            label={t('backOfficeVenues.delete')}
            question={t('backOfficeVenues.confirmDelete')}
            onConfirm={() => remove.mutate({ input: {}, params: { id: venue.id } })}
          />
        </div>
        {remove.isError && (
          <p className="pp-venues__error" role="alert">
            {describeError(remove.error, t)}
          </p>
        )}
      </div>
    </li>
  );
}

function VenueList({
  venues,
  language,
  announce,
  onEdit,
}: {
  venues: readonly Venue[];
  language: string;
  announce: Announce;
  onEdit: (id: number | 'new') => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('backOfficeVenues.intro')}</p>
      <p className="pp-venues__hint">{t('backOfficeVenues.requirements')}</p>
      <div className="pp-back-office__actions">
        <Button
          variant="primary"
          onClick={() => onEdit('new')}
          disabled={venues.length >= venuesApi.VENUES_MAX}
        >
          {t('backOfficeVenues.add')}
        </Button>
      </div>
      <ol className="pp-venues__list" aria-label={t('backOfficeVenues.listLabel', { count: venues.length })}>
        {venues.map((venue) => (
          <VenueCard
            key={venue.id}
            venue={venue}
            language={language}
            announce={announce}
            onEdit={() => onEdit(venue.id)}
          />
        ))}
      </ol>
    </>
  );
}

/** The venue's own fields: created, then saved, the server's answer becoming the form's starting point. */
function VenueForm({
  venue,
  types,
  language,
  onSaved,
}: {
  venue: Venue | null;
  types: readonly { slug: string; name: string }[];
  language: string;
  onSaved: (venue: Venue) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const country = useProviderCountry();
  const valuesOf = (from: Venue | null) => ({
    name: from?.name ?? '',
    description: from?.description ?? '',
    street: from?.street ?? '',
    city: from?.city ?? '',
    postalCode: from?.postalCode ?? '',
    capacity: from?.capacity === null || from?.capacity === undefined ? '' : String(from.capacity),
    venueType: from?.venueType ?? '',
  });
  const form = useContractForm({ schema: venueFormSchema, defaultValues: valuesOf(venue) });
  const create = useEndpointMutation(venuesApi.createVenue, { language });
  const update = useEndpointMutation(venuesApi.updateVenue, { language });
  const saving = venue ? update : create;
  return (
    <form
      className="pp-back-office__form"
      noValidate
      onSubmit={form.submitWith(async (values) => {
        const saved = venue
          ? await update.mutateAsync({ input: values, params: { id: venue.id } })
          : await create.mutateAsync(values);
        keepVenue(client, saved);
        form.methods.reset(valuesOf(saved), { keepIsSubmitSuccessful: true });
        onSaved(saved);
      })}
    >
      <FormTextField form={form} name="name" label={t('backOfficeVenues.name')} autoComplete="off" />
      <FormSelectField
        form={form}
        name="venueType"
        label={t('backOfficeVenues.venueType')}
        options={[
          { value: '', label: t('backOfficeVenues.noVenueType') },
          ...types.map((type) => ({ value: type.slug, label: type.name })),
        ]}
      />
      <FormTextField
        form={form}
        name="capacity"
        label={t('backOfficeVenues.capacity')}
        inputMode="numeric"
        autoComplete="off"
      />
      <FormTextField
        form={form}
        name="street"
        label={t('backOfficeVenues.street')}
        autoComplete="street-address"
      />
      <FormCityWithPostalCodeField
        form={form}
        cityName="city"
        postalCodeName="postalCode"
        label={t('backOfficeVenues.city')}
        hint={t('backOfficeVenues.cityHint')}
        country={country}
        language={language}
      />
      <FormTextAreaField form={form} name="description" label={t('backOfficeVenues.description')} />
      <SubmitFooter
        form={form}
        label={venue ? t('backOfficeVenues.save') : t('backOfficeVenues.create')}
        done={saving.isSuccess ? { text: t('backOfficeVenues.saved'), at: saving.submittedAt } : null}
      />
    </form>
  );
}

/** One photo: its thumbnail, its caption (saved on its own) and its removal. */
function VenuePhoto({
  venue,
  image,
  index,
  language,
  announce,
}: {
  venue: Venue;
  image: VenueImage;
  index: number;
  language: string;
  announce: Announce;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [caption, setCaption] = useState(image.caption);
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (error: Error) => setFailure(describeError(error, t));
  const params = { id: venue.id, imageId: image.id };
  const position = index + 1;
  const save = useEndpointMutation(venuesApi.updateVenueImage, {
    language,
    onError,
    onSuccess: (answer) => {
      setFailure(null);
      keepVenue(client, answer);
      announce(t('backOfficeVenues.captionSaved'));
    },
  });
  const remove = useEndpointMutation(venuesApi.deleteVenueImage, {
    language,
    onError,
    onSuccess: (answer) => {
      keepVenue(client, answer);
      announce(t('backOfficeVenues.photoDeleted'));
    },
  });
  return (
    <li className="pp-venues__photo">
      <img
        src={imageUrl(image.key, THUMBNAIL)}
        alt={t('backOfficeVenues.photoAlt', { position })}
        width={160}
        height={160}
        loading="lazy"
      />
      <form
        className="pp-venues__caption"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ input: { caption: caption.trim() }, params });
        }}
      >
        <TextField
          label={t('backOfficeVenues.caption', { position })}
          value={caption}
          onValueChange={setCaption}
          maxLength={CAPTION_MAX_LENGTH}
        />
        <div className="pp-back-office__actions">
          <Button type="submit" variant="secondary">
            {t('backOfficeVenues.saveCaption')}
          </Button>
          <Button variant="link" onClick={() => remove.mutate({ input: {}, params })}>
            {t('backOfficeVenues.deletePhoto', { position })}
          </Button>
        </div>
      </form>
      {failure && (
        <p className="pp-venues__error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}

/**
 * The venue's photos: picked several at a time and sent one after the other through the back-office's upload
 * pipeline (each answer is the whole venue, so a thumbnail appears as its upload ends).
 */
function VenuePhotos({ venue, language, announce }: { venue: Venue; language: string; announce: Announce }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [sending, setSending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (files: readonly File[]) => {
    setFailure(null);
    try {
      for (const file of files) {
        setSending(file.name);
        const answer = (await apiClientOf(client).upload(venuesApi.uploadVenueImages, [file], {
          language,
          params: { id: venue.id },
        })) as Venue;
        keepVenue(client, answer);
        announce(t('backOfficeVenues.uploaded', { name: file.name }));
      }
    } catch (error) {
      setFailure(describeError(error, t));
    } finally {
      setSending(null);
    }
  };
  return (
    <section className="pp-back-office__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('backOfficeVenues.photosHeading')}</h3>
      <div className="pp-back-office__actions">
        <Button
          variant="primary"
          aria-disabled={sending !== null || undefined}
          onClick={() => {
            if (sending === null) input.current?.click();
          }}
        >
          {t('backOfficeVenues.pickPhotos')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-hidden="true"
          tabIndex={-1}
          data-testid="venue-files"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (files.length > 0) void send(files);
          }}
        />
        {sending && <span aria-live="polite">{t('backOfficeVenues.uploading', { name: sending })}</span>}
      </div>
      {failure && (
        <p className="pp-venues__error" role="alert">
          {failure}
        </p>
      )}
      {venue.images.length === 0 ? (
        <p className="state state--empty">{t('backOfficeVenues.photosEmpty')}</p>
      ) : (
        <ul className="pp-venues__photos">
          {venue.images.map((image, index) => (
            <VenuePhoto
              key={image.id}
              venue={venue}
              image={image}
              index={index}
              language={language}
              announce={announce}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

const servicesSchema = v.object({ services: v.array(v.string()) });

/** What the venue offers, ticked in the venue prestations. */
function VenueServices({
  venue,
  prestations,
  language,
}: {
  venue: Venue;
  prestations: readonly { slug: string; name: string }[];
  language: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const headingId = useId();
  const form = useContractForm({ schema: servicesSchema, defaultValues: { services: venue.services } });
  const save = useEndpointMutation(venuesApi.updateVenueServices, { language });
  return (
    <section className="pp-back-office__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('backOfficeVenues.servicesHeading')}</h3>
      <form
        className="pp-back-office__form"
        noValidate
        onSubmit={form.submitWith(async (values) => {
          const saved = await save.mutateAsync({ input: values, params: { id: venue.id } });
          keepVenue(client, saved);
          form.methods.reset({ services: saved.services }, { keepIsSubmitSuccessful: true });
        })}
      >
        <FormChoicesField
          form={form}
          name="services"
          legend={t('backOfficeVenues.servicesHeading')}
          options={prestations.map((prestation) => ({ value: prestation.slug, label: prestation.name }))}
        />
        <SubmitFooter
          form={form}
          label={t('backOfficeVenues.saveServices')}
          done={save.isSuccess ? { text: t('backOfficeVenues.servicesSaved'), at: save.submittedAt } : null}
        />
      </form>
    </section>
  );
}

function VenueEditor({
  venue,
  types,
  prestations,
  language,
  announce,
  onBack,
  onCreated,
}: {
  venue: Venue | null;
  types: readonly { slug: string; name: string }[];
  prestations: readonly { slug: string; name: string }[];
  language: string;
  announce: Announce;
  /** Absent for the first venue's form, which the page opens with: there is no list to go back to. */
  onBack?: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useVenueName();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the editor takes the focus to its heading, once (not when the page opens with it): saving keeps it
  // where the provider is.
  const opened = onBack !== undefined;
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [opened]);
  return (
    <section aria-labelledby={headingId} className="pp-venues__editor">
      {onBack && (
        <Button variant="link" onClick={onBack}>
          {t('backOfficeVenues.back')}
        </Button>
      )}
      <h2 id={headingId} tabIndex={-1} ref={heading}>
        {venue
          ? t('backOfficeVenues.editHeading', { name: nameOf(venue) })
          : t('backOfficeVenues.newHeading')}
      </h2>
      <p className="pp-venues__hint">{t('backOfficeVenues.requirements')}</p>
      <VenueForm
        key={venue?.id ?? 'new'}
        venue={venue}
        types={types}
        language={language}
        onSaved={(saved) => {
          if (!venue) onCreated(saved.id);
        }}
      />
      {venue ? (
        <>
          <VenuePhotos venue={venue} language={language} announce={announce} />
          <VenueServices key={venue.id} venue={venue} prestations={prestations} language={language} />
          <div className="pp-back-office__actions">
            <PublishButton venue={venue} language={language} announce={announce} />
          </div>
        </>
      ) : (
        <p className="pp-venues__hint">{t('backOfficeVenues.saveFirst')}</p>
      )}
    </section>
  );
}

/**
 * The back-office's venues page (a provider without any opens on its first venue's form): the list of the
 * provider's venues (published or draft, published or taken off
 * from here, deleted after a confirmation), and one venue's editor: its fields with the back-office city field,
 * its photos, its services and its publication.
 */
export default function VenuesScreen({ language }: { language: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [news, setNews] = useState({ text: '', key: 0 });
  const announce = (text: string) => setNews((previous) => ({ text, key: previous.key + 1 }));
  const venues = useEndpointQuery(venuesApi.venues, {});
  const types = useEndpointQuery(venuesApi.venueTypes, {});
  const prestations = useEndpointQuery(venuesApi.venuePrestations, {});
  const pending = [venues, types, prestations].find((query) => !query.isSuccess);
  const editedVenue =
    typeof editing === 'number' ? venues.data?.venues.find((venue) => venue.id === editing) : null;
  return (
    <div className="pp-back-office-island pp-venues">
      <LiveRegion politeness="polite">
        <span key={news.key}>{news.text}</span>
      </LiveRegion>
      {pending || !venues.data || !types.data || !prestations.data ? (
        <QueryState
          query={pending ?? venues}
          loading={t('backOfficeVenues.loading')}
          loadFailed={t('backOfficeVenues.loadFailed')}
        />
      ) : editing !== null && editedVenue !== undefined ? (
        <VenueEditor
          venue={editedVenue}
          types={types.data.types}
          prestations={prestations.data.prestations}
          language={language}
          announce={announce}
          onBack={() => setEditing(null)}
          onCreated={(id) => setEditing(id)}
        />
      ) : venues.data.venues.length === 0 ? (
        <>
          <p>{t('backOfficeVenues.intro')}</p>
          <p className="state state--empty">{t('backOfficeVenues.empty')}</p>
          <VenueEditor
            venue={null}
            types={types.data.types}
            prestations={prestations.data.prestations}
            language={language}
            announce={announce}
            onCreated={(id) => setEditing(id)}
          />
        </>
      ) : (
        <VenueList venues={venues.data.venues} language={language} announce={announce} onEdit={setEditing} />
      )}
    </div>
  );
}
