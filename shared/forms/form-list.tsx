import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, type FieldArray, type FieldArrayPath, type FieldValues } from 'react-hook-form';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { VISUALLY_HIDDEN_CLASS } from '@shared/ui/visually-hidden';
import type { ContractForm } from './use-contract-form';
import './form-list.css';

export interface FormListProps<Values extends FieldValues, Output, Name extends FieldArrayPath<Values>> {
  form: ContractForm<Values, Output>;
  /** The list's field: its rows are `<name>.0`, `<name>.1`… */
  name: Name;
  /** The values of a row the add button appends. */
  newRow: () => FieldArray<Values, Name>;
  /** A row's name in the buttons' labels and the announcements ("Réseau 2"). */
  rowLabel: (index: number) => string;
  /** The add button's text ("Ajouter un réseau"). */
  addLabel: string;
  /** No add button past this many rows (the request schema's own maximum). */
  maxRows: number;
  /** Rows keep the order they were added in when false (a list the page shows in an order of its own). */
  reorderable?: boolean;
  /** The fields of one row, named from its path (`${path}.url`). */
  renderRow: (row: { path: `${Name}.${number}`; index: number }) => ReactNode;
}

/** Where the focus goes once the rows have changed: the moved row's button, a row's first field, the add button. */
type PendingFocus = { index: number; control: 'up' | 'down' | 'fields' } | { index: null; control: 'add' };

const FIRST_CONTROL = 'input, select, textarea';

/**
 * The rows of a list field of a contract form (react-hook-form's field array): add, remove and reorder by
 * buttons, every one reachable by keyboard. The focus never falls back to the page: after an add it goes to
 * the new row's first field, after a removal to the row that took its place (else to the add button), after
 * a move it stays on the button in the moved row; each change is announced. A server message about a row's
 * field (`networks.0.url`) lands on that field, as any other.
 */
export function FormList<Values extends FieldValues, Output, Name extends FieldArrayPath<Values>>({
  form,
  name,
  newRow,
  rowLabel,
  addLabel,
  maxRows,
  reorderable = true,
  renderRow,
}: FormListProps<Values, Output, Name>) {
  const { t } = useTranslation();
  const { fields, append, remove, move } = useFieldArray({ control: form.methods.control, name });
  const rows = useRef<(HTMLLIElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);
  const [announcement, setAnnouncement] = useState<{ text: string; serial: number } | null>(null);

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    if (pending.index === null) {
      addButton.current?.focus();
      return;
    }
    const row = rows.current[pending.index];
    const target =
      pending.control === 'fields'
        ? row?.querySelector<HTMLElement>(FIRST_CONTROL)
        : row?.querySelector<HTMLElement>(`[data-move="${pending.control}"]`);
    target?.focus();
  }, [fields]);

  const announce = (text: string) =>
    setAnnouncement((previous) => ({ text, serial: (previous?.serial ?? 0) + 1 }));

  const moveRow = (from: number, to: number, control: 'up' | 'down') => {
    // At the list's end the button that was pressed is gone from the moved row: the other one keeps the focus.
    const stays = (control === 'up' && to > 0) || (control === 'down' && to < fields.length - 1);
    pendingFocus.current = { index: to, control: stays ? control : control === 'up' ? 'down' : 'up' };
    move(from, to);
    announce(t('ui.formList.moved', { row: rowLabel(from), position: to + 1 }));
  };

  return (
    <div className="pp-ui-form-list">
      <ol className="pp-ui-form-list__rows">
        {fields.map((field, index) => {
          const label = rowLabel(index);
          return (
            <li
              key={field.id}
              ref={(element) => {
                rows.current[index] = element;
              }}
              className="pp-ui-form-list__row"
            >
              <div className="pp-ui-form-list__fields">
                {renderRow({ path: `${name}.${index}` as `${Name}.${number}`, index })}
              </div>
              <div className="pp-ui-form-list__actions">
                {reorderable && index > 0 && (
                  <Button
                    variant="icon"
                    data-move="up"
                    label={t('ui.formList.moveUp', { row: label })}
                    onClick={() => moveRow(index, index - 1, 'up')}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                )}
                {reorderable && index < fields.length - 1 && (
                  <Button
                    variant="icon"
                    data-move="down"
                    label={t('ui.formList.moveDown', { row: label })}
                    onClick={() => moveRow(index, index + 1, 'down')}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                )}
                <Button
                  variant="icon"
                  label={t('ui.formList.remove', { row: label })}
                  onClick={() => {
                    const next = index < fields.length - 1 ? index : index - 1;
                    pendingFocus.current =
                      next >= 0 ? { index: next, control: 'fields' } : { index: null, control: 'add' };
                    remove(index);
                    announce(t('ui.formList.removed', { row: label }));
                  }}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {fields.length < maxRows && (
        <Button
          ref={addButton}
          variant="secondary"
          onClick={() => {
            pendingFocus.current = { index: fields.length, control: 'fields' };
            append(newRow(), { shouldFocus: false });
          }}
        >
          {addLabel}
        </Button>
      )}
      <LiveRegion politeness="polite" className={VISUALLY_HIDDEN_CLASS}>
        {announcement && <span key={announcement.serial}>{announcement.text}</span>}
      </LiveRegion>
    </div>
  );
}
