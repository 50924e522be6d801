import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, DateInput, Heading, Stack, Text } from '@soglia/ui-kit';
import { useAppDispatch } from '../../app/hooks';
import { fieldProps, useSubmit } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import { alloggiatiReceiptsFetched } from './alloggiatiSlice';
import { addDays, formatDay, todayInRome } from './format';
import { receiptMessages as m } from './pageMessages';
import { failureText } from './failure';

const Fields = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.pageNarrowWidth};

  ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** 'Scarica dal servizio': asks the service now for a past day's receipts. */
export function FetchReceiptsForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const run = useSubmit();
  const yesterday = addDays(todayInRome(), -1);
  const form = useForm<{ day: string }>({ defaultValues: { day: yesterday } });

  const submit = form.handleSubmit(async ({ day }) => {
    await run(() => dispatch(alloggiatiReceiptsFetched(day)).unwrap(), {
      onSuccess: (receipts) =>
        notify({
          tone: receipts.length > 0 ? 'success' : 'info',
          message: t(m.fetched, { count: receipts.length, date: formatDay(day) }),
        }),
      onFailure: (failure) => {
        const message = failureText(failure, t(m.fetchFailed));
        // A day the service cannot give (today, over 30 days) belongs under the field.
        if (failure.status === 400)
          form.setError('day', { type: 'server', message }, { shouldFocus: true });
        else notify({ tone: 'error', message });
      },
    });
  });

  return (
    <Stack as="section" gap="sm" aria-labelledby="alloggiati-fetch-receipts">
      <Heading level={2} id="alloggiati-fetch-receipts">
        {t(m.fetchTitle)}
      </Heading>
      <Text tone="muted">{t(m.fetchIntro)}</Text>
      <Fields noValidate onSubmit={(event) => void submit(event)}>
        <DateInput
          label={t(m.day)}
          required
          max={yesterday}
          {...fieldProps(form, 'day', {
            required: t(m.dayRequired),
            validate: (value) => value <= yesterday || t(m.dayPast),
          })}
        />
        <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
          {t(m.fetch)}
        </Button>
      </Fields>
    </Stack>
  );
}
