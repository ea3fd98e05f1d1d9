export { SelectCombobox, type SelectComboboxProps } from './select-combobox';
export { listboxCommand, typeAheadMatch, type KeyPress, type ListboxCommand } from './listbox-keys';
