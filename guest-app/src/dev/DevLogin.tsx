import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextInput } from '@soglia/ui-kit';
import { login, readDetail, readFieldErrors, storeToken } from '@soglia/api-client';

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 360px;
  margin: 48px auto;
  padding: 0 16px;
`;

/** Development harness only: the real login lives in the shell. */
export function DevLogin({ onLoggedIn, hint }: { onLoggedIn: () => void; hint: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { key } = await login({ username, password });
      storeToken(key);
      onLoggedIn();
    } catch (err) {
      const fields = readFieldErrors(err);
      setError(
        fields ? Object.values(fields).flat().join(' ') : (readDetail(err) ?? 'Login failed.'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} aria-label="Dev login">
      <h1>Dev login</h1>
      <p>{hint}</p>
      <TextInput
        label="Username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
        autoComplete="username"
      />
      <TextInput
        label="Password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        autoComplete="current-password"
      />
      {error && <p role="alert">{error}</p>}
      <Button type="submit" loading={busy}>
        Login
      </Button>
    </Form>
  );
}
