import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type BaseSyntheticEvent,
} from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type * as v from 'valibot';
import type { Necessity } from '@shared/ui/text-field';
import { errorPaths } from './error-paths';
import { SERVER_ERROR_TYPE } from './field-error-text';
import { placeServerMessages, serverFieldMessages } from './server-field-errors';

/** A form's rules: an object schema, usually entries picked from an endpoint's request schema. */
export type FormSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** Wrappers that let a field be left empty: such a field is marked "(facultatif)", every other "(obligatoire)". */
const OPTIONAL_WRAPPERS: ReadonlySet<string> = new Set([
  'optional',
  'exact_optional',
  'nullish',
  'nullable',
  'undefinedable',
]);

export interface ContractFormOptions<Schema extends FormSchema> {
  schema: Schema;
  defaultValues: DefaultValues<v.InferInput<Schema>>;
  /**
   * Request fields the form fills from one of its fields (a picked city's postal code and coordinates): the
   * server's messages about them land on that field.
   */
  serverAliases?: Readonly<Partial<Record<string, FieldPath<v.InferInput<Schema>>>>>;
  /**
   * The form shows an error summary (long forms): a refused submit takes the focus to the summary rather
   * than to the first wrong field of the page.
   */
  withSummary?: boolean;
}

interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
}

/**
 * The schema of a field at a dot path, a list's row's field included (`networks.0.url`: the `url` entry of
 * the list's item): what says whether it may be left empty.
 */
function schemaAt(schema: FormSchema, path: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = schema as unknown as SchemaNode;
  for (const segment of path.split('.')) {
    while (node?.wrapped && !node.entries && !node.item) node = node.wrapped;
    node = node?.item && /^\d+$/.test(segment) ? node.item : node?.entries?.[segment];
  }
  return node;
}

/** A submit the form could not place on its fields, kept until the next submit. */
export interface FormFailure {
  cause: unknown;
  /** Tells this failure from the same one shown again, so that it is announced again. */
  serial: number;
}

export interface SubmitOptions {
  /** Takes a failure no field took; without it the form keeps it for `FormFailureMessage`. */
  onFailure?: (cause: unknown) => void;
}

export interface ContractForm<Values extends FieldValues, Output> {
  /** react-hook-form's own methods and state. */
  methods: UseFormReturn<Values, unknown, Output>;
  /** The schema's fields, in its order: the order of the error summary. */
  names: readonly FieldPath<Values>[];
  /** The id of a field's control, for its label and the error summary's links. */
  fieldId: (name: FieldPath<Values>) => string;
  necessity: (name: FieldPath<Values>) => Necessity;
  withSummary: boolean;
  /** Counts the submits refused by the rules or by the server: the summary takes the focus at each one. */
  refusals: number;
  failure: FormFailure | null;
  /**
   * The form's `onSubmit`: checks the fields against the schema, then sends the parsed values. When the
   * sending rejects with a 400 naming fields, each message lands on its field; any other failure (or a field
   * the form does not have) goes to `onFailure`, else to `failure`. Submits while one is being sent are
   * ignored. `send` resolves without a value when its caller went away (an aborted call is no failure).
   */
  submitWith: (
    send: (values: Output) => Promise<unknown>,
    options?: SubmitOptions,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * A form whose rules come from a valibot schema (react-hook-form with the valibot resolver). A field's error
 * shows once the field was left with something in it, or after a submit, and then follows each change;
 * messages are the schema's i18n keys, translated by the field components.
 */
export function useContractForm<Schema extends FormSchema>({
  schema,
  defaultValues,
  serverAliases,
  withSummary = false,
}: ContractFormOptions<Schema>): ContractForm<v.InferInput<Schema>, v.InferOutput<Schema>> {
  type Values = v.InferInput<Schema>;
  type Output = v.InferOutput<Schema>;
  const methods = useForm<Values, unknown, Output>({
    resolver: valibotResolver(schema),
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // The focus goes to the first wrong field of the page, below, not to the first one registered.
    shouldFocusError: false,
  });
  const baseId = useId();
  const [refusals, setRefusals] = useState(0);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const sending = useRef(false);
  const failures = useRef(0);
  const names = useMemo(() => Object.keys(schema.entries) as FieldPath<Values>[], [schema]);

  const fieldId = useCallback((name: FieldPath<Values>) => `${baseId}-${name}`, [baseId]);
  const necessity = useCallback(
    (name: FieldPath<Values>): Necessity =>
      OPTIONAL_WRAPPERS.has(schemaAt(schema, name)?.type ?? '') ? 'optional' : 'required',
    [schema],
  );

  const { handleSubmit, setError, getFieldState } = methods;

  // After a refused submit, once its errors show, the focus goes to the first wrong field in the page (whose
  // message a screen reader then reads), a list's row's field included, or to the summary, which focuses
  // itself. In the commit that shows them, so that nothing (a test, a quick user) sees the errors before the
  // focus moves.
  useLayoutEffect(() => {
    if (refusals === 0 || withSummary) return;
    // Read from the form's live state: the errors of a list's rows sit under the list's own field.
    const errors = Object.fromEntries(names.map((name) => [name, getFieldState(name).error]));
    const wrong = errorPaths(errors)
      .map(([path]) => document.getElementById(fieldId(path as FieldPath<Values>)))
      .filter((control) => control !== null);
    const [first] = wrong.sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    first?.focus();
  }, [refusals, withSummary, names, getFieldState, fieldId]);
  const submitWith = useCallback(
    (send: (values: Output) => Promise<unknown>, { onFailure }: SubmitOptions = {}) =>
      async (event?: BaseSyntheticEvent) => {
        if (sending.current) {
          event?.preventDefault();
          return;
        }
        const refused = () => setRefusals((count) => count + 1);
        const sendValues = async (values: Output) => {
          sending.current = true;
          setFailure(null);
          try {
            await send(values);
          } catch (cause) {
            const messages = serverFieldMessages(cause);
            const { placed, leftOver } = messages
              ? placeServerMessages(messages, names, serverAliases)
              : { placed: [], leftOver: true };
            for (const [path, message] of placed) {
              setError(path as FieldPath<Values>, { type: SERVER_ERROR_TYPE, message });
            }
            if (placed.length > 0) refused();
            if (leftOver) {
              if (onFailure) onFailure(cause);
              else setFailure({ cause, serial: ++failures.current });
            }
          } finally {
            sending.current = false;
          }
        };
        let invalid = false;
        await handleSubmit(sendValues, () => {
          invalid = true;
        })(event);
        // Counted once react-hook-form has published the errors, so that they show when the focus moves.
        if (invalid) refused();
      },
    [handleSubmit, setError, names, serverAliases],
  );

  return { methods, names, fieldId, necessity, withSummary, refusals, failure, submitWith };
}
