import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { TextInput } from '../TextInput/TextInput';
import {
  StyledLoginDescription,
  StyledLoginError,
  StyledLoginForm,
  StyledLoginTitle,
} from './LoginForm.styles';

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface LoginFormProps {
  /** Heading (h1) that also names the form. */
  title: string;
  description?: ReactNode;
  /**
   * Called with the trimmed username. Resolve when signed in (the button stays busy while the
   * caller moves on); reject to show `errorMessage(error)` and let the user retry.
   */
  onLogin: (credentials: LoginCredentials) => Promise<void>;
  errorMessage: (error: unknown) => string;
  usernameLabel?: string;
  passwordLabel?: string;
  submitLabel?: string;
  usernameRequiredMessage?: string;
  passwordRequiredMessage?: string;
}

type Field = 'username' | 'password';

/** Username + password form: required-field messages, a busy button, an error line. */
export function LoginForm({
  title,
  description,
  onLogin,
  errorMessage,
  usernameLabel = 'Username',
  passwordLabel = 'Password',
  submitLabel = 'Login',
  usernameRequiredMessage = 'Inserisci lo username.',
  passwordRequiredMessage = 'Inserisci la password.',
}: LoginFormProps) {
  const titleId = useId();
  const [values, setValues] = useState({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const required: Record<Field, string> = {
    username: usernameRequiredMessage,
    password: passwordRequiredMessage,
  };
  const username = values.username.trim();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!username || !values.password) {
      setFieldErrors({
        username: username ? undefined : required.username,
        password: values.password ? undefined : required.password,
      });
      return;
    }
    setError('');
    setSubmitting(true);
    try {
      await onLogin({ username, password: values.password });
    } catch (caught) {
      setError(errorMessage(caught));
      setSubmitting(false);
    }
  }

  const fieldProps = (field: Field) => ({
    name: field,
    required: true,
    value: values[field],
    error: fieldErrors[field],
    onInvalid: () => setFieldErrors((prev) => ({ ...prev, [field]: required[field] })),
    onChange: (event: { target: { value: string } }) => {
      setValues((prev) => ({ ...prev, [field]: event.target.value }));
      setFieldErrors((prev) => ({ ...prev, [field]: undefined }));
    },
  });

  return (
    <StyledLoginForm onSubmit={handleSubmit} aria-labelledby={titleId}>
      <StyledLoginTitle id={titleId}>{title}</StyledLoginTitle>
      {description ? <StyledLoginDescription>{description}</StyledLoginDescription> : null}
      <TextInput
        label={usernameLabel}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...fieldProps('username')}
      />
      <TextInput
        label={passwordLabel}
        type="password"
        autoComplete="current-password"
        {...fieldProps('password')}
      />
      <StyledLoginError role="alert">{error}</StyledLoginError>
      <Button type="submit" loading={submitting} fullWidth>
        {submitLabel}
      </Button>
    </StyledLoginForm>
  );
}
