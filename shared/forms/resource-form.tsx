import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type * as v from 'valibot';
import {
  endpointQueryKey,
  useEndpointMutation,
  useEndpointQuery,
  type MutationInput,
} from '@shared/api/query';
import type { Endpoint, RequestOf, ResponseOf } from '@shared/api/endpoint';
import { QueryState } from '@shared/ui/query-state';
import { SubmitFooter } from './submit-footer';
import { useContractForm, type ContractForm, type FormSchema } from './use-contract-form';

/** A resource read whole by one endpoint and written whole by another, which answers it as the first does. */
type SaveOf<Read extends Endpoint> = Endpoint<FormSchema, Read['response'], undefined>;

export interface ResourceFormTexts {
  /** The region's loading text ("Chargement de vos réseaux…"). */
  loading: string;
  /** What could not be loaded, above why and a retry. */
  loadFailed: string;
  /** The submit button ("Enregistrer"). */
  submit: string;
  /** Said once saved ("Vos réseaux ont été enregistrés."). */
  done: string;
}

export interface ResourceFormProps<Read extends Endpoint, Save extends SaveOf<Read>> {
  read: Read;
  save: Save;
  /** The language the page speaks: the server's refusals come in it. */
  language: string;
  /** The form's values from what the resource is (its read's answer, or the save's, which is the same). */
  toValues: (resource: ResponseOf<Read>) => DefaultValues<v.InferInput<Save['request']>>;
  texts: ResourceFormTexts;
  /** The form's fields. */
  children: (form: ContractForm<v.InferInput<Save['request']>, v.InferOutput<Save['request']>>) => ReactNode;
  className?: string;
}

/**
 * The settings form of a back-office resource (a company's name, its social networks…): the resource is read
 * (a skeleton, then the failure with a retry), the form starts from it, the save's answer replaces it in the
 * page's cache and in the form, and the foot says it was saved. A resource is one read endpoint, one save
 * endpoint answering the same shape, and the fields: nothing else to write.
 */
export function ResourceForm<Read extends Endpoint, Save extends SaveOf<Read>>(
  props: ResourceFormProps<Read, Save>,
) {
  const query = useEndpointQuery(props.read, {} as RequestOf<Read>);
  if (!query.isSuccess) {
    return <QueryState query={query} loading={props.texts.loading} loadFailed={props.texts.loadFailed} />;
  }
  return <LoadedResourceForm {...props} resource={query.data} />;
}

function LoadedResourceForm<Read extends Endpoint, Save extends SaveOf<Read>>({
  read,
  save,
  language,
  toValues,
  texts,
  children,
  className,
  resource,
}: ResourceFormProps<Read, Save> & { resource: ResponseOf<Read> }) {
  const client = useQueryClient();
  const form = useContractForm({ schema: save.request, defaultValues: toValues(resource) });
  const saving = useEndpointMutation(save, {
    language,
    onSuccess: (saved) => client.setQueryData(endpointQueryKey(read, {} as RequestOf<Read>), saved),
  });
  return (
    <form
      className={className}
      noValidate
      onSubmit={form.submitWith(async (values) => {
        const saved = (await saving.mutateAsync(values as MutationInput<Save>)) as ResponseOf<Read>;
        // What the server kept (trimmed, in its order) becomes the form's starting point.
        form.methods.reset(toValues(saved), { keepIsSubmitSuccessful: true });
      })}
    >
      {children(form)}
      <SubmitFooter
        form={form}
        label={texts.submit}
        done={saving.isSuccess ? { text: texts.done, at: saving.submittedAt } : null}
      />
    </form>
  );
}
