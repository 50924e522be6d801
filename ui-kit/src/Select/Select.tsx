import type { Ref, SelectHTMLAttributes } from 'react';
import { FormField } from '../FormField/FormField';
import { describeControl, formFieldProps, useFieldIds } from '../internal/ids';
import { StyledSelect } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: SelectOption[];
  /** First, empty option (value ''), e.g. 'Seleziona...'. */
  placeholder?: string;
  error?: string;
  hint?: string;
  /** Reaches the native select (form libraries register fields through it). */
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  id: idProp,
  required,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(idProp);
  return (
    <FormField {...formFieldProps(ids, { label, hint, error, required })}>
      <StyledSelect
        id={ids.id}
        required={required}
        {...describeControl(ids, { hint, error }, describedBy)}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </FormField>
  );
}
