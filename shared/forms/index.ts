/**
 * Forms bound to the contract's schemas: react-hook-form with the valibot resolver, the shared fields
 * (shared/ui/text-field) and the server's field errors. Import it from a lazily loaded module: it weighs
 * on the first load of an element that imports it statically.
 */
export {
  useContractForm,
  type ContractForm,
  type ContractFormOptions,
  type FormFailure,
  type FormSchema,
  type SubmitOptions,
} from './use-contract-form';
export { useFormField, type FormFieldProps } from './use-form-field';
export {
  FormCheckboxField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  type FormCheckboxFieldProps,
  type FormSelectFieldProps,
  type FormTextAreaFieldProps,
  type FormTextFieldProps,
} from './form-fields';
export { FormChoicesField, type FormChoicesFieldProps } from './form-choices-field';
export { FormPhoneField, type FormPhoneFieldProps } from './form-phone-field';
export { FormRichTextField, type FormRichTextFieldProps } from './form-rich-text-field';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './error-summary';
export { FormErrorSummary, type FormErrorSummaryProps } from './form-error-summary';
export { FormFailureMessage, type FormFailureMessageProps } from './form-failure-message';
export { FormList, type FormListProps } from './form-list';
export { SubmitFooter, type SubmitFooterProps } from './submit-footer';
export { useSubmitNews, type SubmitNews } from './submit-news';
export { ResourceForm, type ResourceFormProps, type ResourceFormTexts } from './resource-form';
export { errorPaths } from './error-paths';
export { placeServerMessages, serverFieldMessages } from './server-field-errors';
export { fieldErrorText, SERVER_ERROR_TYPE } from './field-error-text';
export {
  FormCityWithPostalCodeField,
  type FormCityWithPostalCodeFieldProps,
} from './form-city-with-postal-code-field';
