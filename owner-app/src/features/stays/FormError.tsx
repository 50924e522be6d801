import { Toast } from '@soglia/ui-kit';

/** A form's own error (the server's detail, or a message no field shows), under its fields. */
export function FormError({ message }: { message?: string }) {
  return message ? <Toast tone="error" message={message} /> : null;
}
