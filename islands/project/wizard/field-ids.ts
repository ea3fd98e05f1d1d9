import type { WizardField } from '@shared/features/project-wizard/wizard-answers';

/** The id of a question's control: its label, its message and the error summary's link point at it. */
export function fieldId(field: WizardField): string {
  return `project-wizard-${field}`;
}

/** The control to focus for a question: the element of that id, or the first control inside it. */
export function focusField(field: WizardField): void {
  const element = document.getElementById(fieldId(field));
  const control = element?.matches('input, select, textarea')
    ? element
    : element?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button');
  control?.focus();
}
