import type { ReactNode } from 'react';
import { StyledError, StyledField, StyledHint, StyledLabel } from './FormField.styles';

export interface FormFieldProps {
  label: ReactNode;
  /** id of the control the label points to. */
  htmlFor: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** id given to the hint element (reference it from the control's aria-describedby). */
  hintId?: string;
  /** id given to the error element. */
  errorId?: string;
  children: ReactNode;
  /** Rendered under the control (counters, notices). */
  footer?: ReactNode;
  className?: string;
}

/** Label + control + hint + error layout used by every form control. */
export function FormField({
  label,
  htmlFor,
  hint,
  error,
  required,
  hintId,
  errorId,
  children,
  footer,
  className,
}: FormFieldProps) {
  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={htmlFor} data-required={required || undefined}>
        {label}
      </StyledLabel>
      {children}
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
      {footer}
    </StyledField>
  );
}
