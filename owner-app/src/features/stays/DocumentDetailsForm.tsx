import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Badge, Button, FileInput, Stack, Text } from '@soglia/ui-kit';
import type { GuestRegistration } from '@soglia/api-client';
import { useAppDispatch } from '../../app/hooks';
import { FormError, useSubmit } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import {
  FormGrid,
  GuestFields,
  guestFormValues,
  toGuestInput,
  type GuestFormValues,
} from './GuestFields';
import { italianGuestFailure } from './guestErrors';
import { documentMessages as dm, formMessages as m } from './messages';
import { reviewMessages as r } from './reviewMessages';
import { guestEdited } from './staysSlice';

const ACCEPT = 'image/jpeg,image/png,image/bmp,image/gif,application/pdf';

/**
 * 'Dettagli Documento': the guest's data, editable beside the photo (PUT guests-registration;
 * a photo file is sent only when the host picks a new one).
 */
export function DocumentDetailsForm({ guest }: { guest: GuestRegistration }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const run = useSubmit();
  const form = useForm<GuestFormValues>({ defaultValues: guestFormValues(guest) });
  const { isSubmitting, isDirty } = form.formState;
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  // A new key empties the file pickers after a save.
  const [pickers, setPickers] = useState(0);

  const submit = form.handleSubmit(async (values) => {
    if (!isDirty && !front && !back) {
      notify({ tone: 'warning', message: t(m.noChanges) });
      return;
    }
    const files = { document_photo: front ?? undefined, document_photo_back: back ?? undefined };
    await run(
      () => dispatch(guestEdited({ id: guest.id, input: toGuestInput(values), files })).unwrap(),
      {
        form,
        translate: (failure) => italianGuestFailure(failure, intl),
        succeeded: t(m.detailsUpdated),
        failed: t(m.detailsUpdateFailed),
        duration: 'notification',
        onSuccess: () => {
          form.reset(values);
          setFront(null);
          setBack(null);
          setPickers((n) => n + 1);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t(dm.details)}>
      <Stack gap="lg">
        {guest.places_to_review.length > 0 ? (
          <Stack gap="xs" align="start">
            <Badge tone="warning">{t(r.marker)}</Badge>
            <Text>{t(r.formNote)}</Text>
          </Stack>
        ) : null}
        <GuestFields form={form} requireDateOfBirth={false} toReview={guest.places_to_review} />
        <FormGrid key={pickers}>
          <FileInput
            label={t(dm.replaceFront)}
            accept={ACCEPT}
            hint={t(dm.photoHint)}
            onFileSelect={setFront}
          />
          <FileInput label={t(dm.replaceBack)} accept={ACCEPT} onFileSelect={setBack} />
        </FormGrid>
        <FormError form={form} />
        <div>
          <Button type="submit" loading={isSubmitting}>
            {t(dm.save)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
