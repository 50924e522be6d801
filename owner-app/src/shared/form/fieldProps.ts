import {
  get,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/** The error text of one field, for the `error` prop of a ui-kit input. */
export function fieldError<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: Path<T>,
): string | undefined {
  const error: { message?: unknown } | undefined = get(form.formState.errors, name);
  const message = error?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * Everything a ui-kit TextInput / Textarea / DateInput / TimeInput / Select / Checkbox needs from
 * the form: `{...fieldProps(form, 'name', { required: 'Campo obbligatorio.' })}`.
 */
export function fieldProps<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: Path<T>,
  rules?: RegisterOptions<T, Path<T>>,
) {
  return { ...form.register(name, rules), error: fieldError(form, name) };
}
