import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Icon, Stack, TextInput, Toast, type ToastTone } from '@soglia/ui-kit';
import type { AlloggiatiAccount, AlloggiatiAccountInput } from '@soglia/api-client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fieldProps, FormError, inItalian, useSubmit } from '../../shared/form';
import { accountMessages as m } from './accountMessages';
import {
  alloggiatiAccountSaved,
  alloggiatiAccountVerified,
  alloggiatiKeys,
  selectAlloggiatiRequest,
  type AccountTarget,
} from './alloggiatiSlice';
import { failureText } from './failure';

// Three short fields: a narrow column reads better than the card's full width.
const Form = styled.form`
  max-width: ${({ theme }) => theme.sizes.pageNarrowWidth};
`;

interface AccountValues {
  user: string;
  password: string;
  ws_key: string;
}

const blank = (account: AlloggiatiAccount | null): AccountValues => ({
  user: account?.user ?? '',
  password: '',
  ws_key: '',
});

/** Only what was typed: an empty password or WsKey keeps the stored one. */
export function toAccountInput({ user, password, ws_key }: AccountValues): AlloggiatiAccountInput {
  return {
    user: user.trim(),
    ...(password !== '' ? { password } : {}),
    ...(ws_key.trim() !== '' ? { ws_key: ws_key.trim() } : {}),
  };
}

export interface AccountFormProps {
  /** The stored account (null or user '' while there is none). */
  account: AlloggiatiAccount | null;
  target: AccountTarget;
  /** Accessible name of the form. */
  label: string;
  /** Elimina: the caller confirms and deletes (the form may sit in a modal). */
  onDelete: () => void;
}

/**
 * User, password and WsKey of a portal account. The password and the WsKey are write-only: the
 * fields start empty, 'Impostata' says one is stored, and an empty field keeps it. Salva, then
 * Verifica (the service's Authentication_Test) and Elimina once an account is stored. Typed
 * values are never kept after a save: the form starts again from what the server has.
 */
export function AccountForm({ account, target, label, onDelete }: AccountFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const run = useSubmit();
  const form = useForm<AccountValues>({ defaultValues: blank(account) });
  const [verified, setVerified] = useState<{ tone: ToastTone; message: string } | null>(null);
  const verifying = useAppSelector(
    (state) =>
      selectAlloggiatiRequest(state, alloggiatiKeys.account('verify', target)).status === 'pending',
  );
  const stored = account !== null && account.user !== '';

  const submit = form.handleSubmit(async (values) => {
    setVerified(null);
    await run(
      () => dispatch(alloggiatiAccountSaved({ input: toAccountInput(values), target })).unwrap(),
      {
        form,
        // A field the server finds missing reads as the form's own check says it.
        translate: (failure) =>
          inItalian(failure, {
            user: { required: t(m.userRequired) },
            password: { required: t(m.passwordRequired) },
            ws_key: { required: t(m.wsKeyRequired) },
          }),
        fallback: t(m.saveFailed),
        succeeded: t(m.saved),
        onSuccess: (saved) => form.reset(blank(saved)),
      },
    );
  });

  const verify = async () => {
    setVerified(null);
    await run(() => dispatch(alloggiatiAccountVerified(target)).unwrap(), {
      onSuccess: ({ detail }) => setVerified({ tone: 'success', message: detail }),
      onFailure: (failure) =>
        setVerified({ tone: 'error', message: failureText(failure, t(m.verifyFailed)) }),
    });
  };

  const hasPassword = account?.has_password === true;
  const hasWsKey = account?.has_ws_key === true;
  return (
    <Form aria-label={label} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TextInput
          label={t(m.user)}
          required
          autoComplete="off"
          {...fieldProps(form, 'user', {
            validate: (value) => value.trim() !== '' || t(m.userRequired),
          })}
        />
        <TextInput
          label={t(m.password)}
          type="password"
          autoComplete="new-password"
          required={!hasPassword}
          hint={hasPassword ? t(m.kept) : undefined}
          {...fieldProps(form, 'password', {
            validate: (value) => hasPassword || value !== '' || t(m.passwordRequired),
          })}
        />
        <TextInput
          label={t(m.wsKey)}
          type="password"
          autoComplete="off"
          required={!hasWsKey}
          hint={hasWsKey ? t(m.kept) : t(m.wsKeyHint)}
          {...fieldProps(form, 'ws_key', {
            validate: (value) => hasWsKey || value.trim() !== '' || t(m.wsKeyRequired),
          })}
        />
        <FormError form={form} />
        {verified ? <Toast tone={verified.tone} message={verified.message} /> : null}
        {/* Elimina apart on the left; Salva last, where every form has it. */}
        <Stack direction="row" gap="sm" justify="between" wrap>
          {stored ? (
            <Button variant="danger" onClick={onDelete}>
              <Icon name="trash" size={18} />
              {t(m.delete)}
            </Button>
          ) : (
            <span />
          )}
          <Stack direction="row" gap="sm" wrap>
            {stored ? (
              <Button variant="secondary" loading={verifying} onClick={() => void verify()}>
                {t(m.verify)}
              </Button>
            ) : null}
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t(m.save)}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Form>
  );
}
