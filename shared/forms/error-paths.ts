import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';

/**
 * Every field error of a form with its dot path (`email`, `networks.0.url`), the fields of a list's rows
 * included, in the order of the form's values: what the error summary lists and where the focus goes.
 */
export function errorPaths<Values extends FieldValues>(errors: FieldErrors<Values>): [string, FieldError][] {
  const found: [string, FieldError][] = [];
  const visit = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    if (typeof (node as FieldError).message === 'string' && 'type' in node) {
      found.push([path, node as FieldError]);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      // react-hook-form keeps the control's element beside the message; it is no field.
      if (key === 'ref') continue;
      visit(child, path === '' ? key : `${path}.${key}`);
    }
  };
  visit(errors, '');
  return found;
}
