export { Combobox } from './Combobox';
export type { ComboboxOption, ComboboxProps, ComboboxSearch } from './Combobox';
