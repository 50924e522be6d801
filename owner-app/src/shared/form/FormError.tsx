import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Toast } from '@soglia/ui-kit';

/** The form's own error (the server's detail, or a message no field shows), as a toast. */
export function FormError<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  const message = form.formState.errors.root?.server?.message;
  return message ? <Toast tone="error" message={message} /> : null;
}
