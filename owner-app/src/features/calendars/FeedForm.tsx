import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { CalendarFeed, CalendarFeedInput, CalendarLabel } from '@soglia/api-client';
import { Button, Select, Stack, TextInput } from '@soglia/ui-kit';
import { useAppDispatch } from '../../app/hooks';
import { fieldProps, FormError, inItalian, useSubmit } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import { calendarFeedCreated, calendarFeedEdited } from './calendarFeedsSlice';
import { feedFormMessages as m, labelMessages } from './messages';

export const LABELS: readonly CalendarLabel[] = ['airbnb', 'booking', 'vrbo', 'other'];

interface FeedFormValues {
  label: CalendarLabel;
  url: string;
}

export interface FeedFormProps {
  apartmentId: number;
  /** The room the new feed is for; null: the whole apartment. An edit keeps the feed's own. */
  room: number | null;
  /** The feed to edit; without it the form adds one. */
  feed?: CalendarFeed;
  onDone: () => void;
}

/**
 * Aggiungi calendario and Modifica, in place (it may sit in a room's modal): the channel and the
 * feed's address; the server's refusals of the address (not https, not a channel's calendar
 * host) show under it.
 */
export function FeedForm({ apartmentId, room, feed, onDone }: FeedFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const run = useSubmit();
  const form = useForm<FeedFormValues>({
    defaultValues: { label: feed?.label ?? 'airbnb', url: feed?.url ?? '' },
  });

  // Opened by a button that is gone meanwhile: the focus goes to the first field.
  useEffect(() => form.setFocus('label'), [form]);

  const submit = form.handleSubmit(async (values) => {
    const input: CalendarFeedInput = {
      apartment: apartmentId,
      room: feed ? feed.room : room,
      label: values.label,
      url: values.url.trim(),
    };
    if (feed && feed.label === input.label && feed.url === input.url) {
      notify({ tone: 'warning', message: t(m.unchanged) });
      onDone();
      return;
    }
    await run(
      () =>
        feed
          ? dispatch(calendarFeedEdited({ id: feed.id, input })).unwrap()
          : dispatch(calendarFeedCreated(input)).unwrap(),
      {
        form,
        translate: inItalian,
        fallback: t(feed ? m.editFailed : m.createFailed),
        succeeded: t(feed ? m.edited : m.created),
        onSuccess: onDone,
      },
    );
  });

  return (
    <form
      aria-label={t(feed ? m.editTitle : m.addTitle)}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Stack gap="md">
        <Select
          label={t(m.label)}
          required
          options={LABELS.map((label) => ({ value: label, label: t(labelMessages[label]) }))}
          {...fieldProps(form, 'label')}
        />
        <TextInput
          label={t(m.url)}
          hint={t(m.urlHint)}
          required
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          {...fieldProps(form, 'url', {
            validate: (value) => String(value).trim() !== '' || t(m.required),
          })}
        />
        <FormError form={form} />
        <Stack direction="row" gap="sm" wrap justify="end">
          <Button variant="secondary" onClick={onDone}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t(m.save)}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
