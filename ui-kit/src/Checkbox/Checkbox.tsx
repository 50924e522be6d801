import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { StyledError } from '../FormField/FormField.styles';
import { joinIds, useFieldIds } from '../internal/ids';
import { StyledCheckboxInput, StyledCheckboxLabel } from './Checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  /** Reaches the native checkbox (form libraries register fields through it). */
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({
  label,
  error,
  id: idProp,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(idProp);
  return (
    <div>
      <StyledCheckboxLabel htmlFor={ids.id} data-disabled={disabled || undefined}>
        <StyledCheckboxInput
          type="checkbox"
          id={ids.id}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(describedBy, error && ids.error)}
          {...rest}
        />
        <span>{label}</span>
      </StyledCheckboxLabel>
      {error ? <StyledError id={ids.error}>{error}</StyledError> : null}
    </div>
  );
}
