import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState } from 'react-hook-form';
import type { Locality } from '@shared/api/contract/locality';
import { MESSAGE_MAX_LENGTH, type PlannerLocation, type Project } from '@shared/api/contract/projects';
import type { ProjectRange } from '@shared/api/contract/reference';
import {
  FormErrorSummary,
  FormFailureMessage,
  FormTextField,
  useContractForm,
  useFormField,
  type FormFieldProps,
} from '@shared/forms';
import { EventDateField } from '@shared/features/project-fields/event-date-field';
import { EventTypeSelect } from '@shared/features/project-fields/event-type-select';
import { PlannerLocationSelect } from '@shared/features/project-fields/planner-location-select';
import { ProjectLanguagesField } from '@shared/features/project-fields/project-languages-field';
import { ServiceTypeSelect } from '@shared/features/project-fields/service-type-select';
import { FormCityField } from '@shared/forms/form-city-field';
import { placeFilledFields } from '@shared/forms/place-filled-fields';
import type { Language } from '@shared/i18n';
import { useUpdateProject } from '@shared/queries/projects';
import type { CountryCode } from '@shared/sites';
import { Button } from '@shared/ui/button';
import { SelectField, TextAreaField, type SelectOption } from '@shared/ui/text-field';
import {
  changesOf,
  editValuesOf,
  projectEditSchema,
  type ProjectEditInput,
  type ProjectEditValues,
} from './project-edit-form';
import type { ProjectReferences } from './use-project-references';

/** A range's bound field as its select takes it: no range yet shows as "none". */
function rangeSelectProps({
  id,
  value,
  onChange,
  onBlur,
  ref,
  necessity,
  error,
}: FormFieldProps<string | undefined>) {
  return { id, value: value ?? '', onValueChange: onChange, onBlur, selectRef: ref, necessity, error };
}

/** A bound field as a project field's select takes it (which marks itself required or optional). */
function selectProps<Value>({ id, value, onChange, onBlur, ref, error }: FormFieldProps<Value>) {
  return { id, value, onChange, onBlur, selectRef: ref, error };
}

export interface ProjectEditFormProps {
  project: Project;
  references: ProjectReferences;
  country: CountryCode;
  language: Language;
  /** The form is done: saved (true) or given up (false). */
  onDone: (saved: boolean) => void;
}

/**
 * The project's answers in a form (docs/product/projects-and-requests.md#changing-a-project), with the rules
 * of its creation; only what changed is sent. Loaded when the couple asks to change the project.
 */
export default function ProjectEditForm({
  project,
  references,
  country,
  language,
  onDone,
}: ProjectEditFormProps) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: projectEditSchema,
    defaultValues: editValuesOf(project),
    serverAliases: placeFilledFields('eventLocation'),
    withSummary: true,
  });
  const { isSubmitting } = useFormState({ control: form.methods.control });
  const update = useUpdateProject({ language });
  const message = useFormField<ProjectEditInput, ProjectEditValues, string | null | undefined>(
    form,
    'message',
  );
  type RangeChoice = string | undefined;
  const guestRange = useFormField<ProjectEditInput, ProjectEditValues, RangeChoice>(form, 'guestRange');
  const plannerBudgetRange = useFormField<ProjectEditInput, ProjectEditValues, RangeChoice>(
    form,
    'plannerBudgetRange',
  );
  const budgetRange = useFormField<ProjectEditInput, ProjectEditValues, RangeChoice>(form, 'budgetRange');
  const [pick, setPick] = useState<Locality | null>(null);
  const eventType = useFormField<ProjectEditInput, ProjectEditValues, string | undefined>(form, 'eventType');
  const eventDate = useFormField<ProjectEditInput, ProjectEditValues, string>(form, 'eventDate');
  const serviceType = useFormField<ProjectEditInput, ProjectEditValues, string | null | undefined>(
    form,
    'serviceType',
  );
  const languages = useFormField<ProjectEditInput, ProjectEditValues, Language[] | undefined>(
    form,
    'languages',
  );
  const plannerLocation = useFormField<
    ProjectEditInput,
    ProjectEditValues,
    PlannerLocation | null | undefined
  >(form, 'plannerLocation');

  const rangeOptions = (ranges: readonly ProjectRange[]): SelectOption<string>[] => [
    { value: '', label: t('projectView.edit.noRange') },
    ...ranges.map((range) => ({ value: String(range.id), label: range.label })),
  ];

  const send = async (values: ProjectEditValues) => {
    const changes = changesOf(values, project, pick);
    if (Object.keys(changes).length > 0) {
      await update.mutateAsync({ input: changes, params: { id: project.id } });
    }
    onDone(true);
  };

  return (
    <form className="pp-project-edit" noValidate onSubmit={form.submitWith(send)}>
      <FormErrorSummary form={form} />
      <EventTypeSelect {...selectProps(eventType)} language={language} />
      <EventDateField
        id={eventDate.id}
        value={eventDate.value}
        language={language}
        error={eventDate.error}
        onChange={(value) => eventDate.onChange(value ?? '')}
        focusRef={eventDate.ref}
      />
      <FormCityField
        form={form}
        name="eventLocation"
        label={t('projectView.details.eventLocation')}
        hint={t('projectView.edit.cityHint')}
        country={country}
        language={language}
        pick={pick}
        onPickChange={setPick}
      />
      <SelectField
        {...rangeSelectProps(guestRange)}
        label={t('projectView.details.guestRange')}
        options={rangeOptions(references.guestRanges)}
      />
      <ServiceTypeSelect {...selectProps(serviceType)} language={language} />
      <FormTextField form={form} name="theme" label={t('projectView.details.theme')} maxLength={200} />
      <ProjectLanguagesField
        id={languages.id}
        value={languages.value}
        onChange={languages.onChange}
        language={language}
      />
      <PlannerLocationSelect {...selectProps(plannerLocation)} />
      <SelectField
        {...rangeSelectProps(plannerBudgetRange)}
        label={t('projectView.details.plannerBudgetRange')}
        options={rangeOptions(references.plannerBudgetRanges)}
      />
      <SelectField
        {...rangeSelectProps(budgetRange)}
        label={t('projectView.details.budgetRange')}
        options={rangeOptions(references.budgetRanges)}
      />
      <TextAreaField
        id={message.id}
        label={t('projectView.details.message')}
        hint={t('projectView.edit.messageHint')}
        value={message.value ?? ''}
        onValueChange={message.onChange}
        onBlur={message.onBlur}
        textAreaRef={message.ref}
        necessity={message.necessity}
        error={message.error}
        maxLength={MESSAGE_MAX_LENGTH}
      />
      <FormFailureMessage form={form} />
      <div className="pp-project-site__actions">
        <Button type="submit" variant="primary" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('projectView.edit.saving') : t('projectView.edit.save')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)}>
          {t('projectView.edit.cancel')}
        </Button>
      </div>
    </form>
  );
}
