import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Stack } from '@soglia/ui-kit';
import { useAppDispatch } from '../../app/hooks';
import { FormError, FormModal, useSubmit } from '../../shared/form';
import { GuestFields, guestFormValues, toGuestInput, type GuestFormValues } from './GuestFields';
import { italianGuestFailure } from './guestErrors';
import { formMessages as m } from './messages';
import { guestCreated } from './staysSlice';

export interface AddGuestModalProps {
  stayId: number;
  onClose: () => void;
}

/**
 * 'Aggiungi Ospite': first name, last name and date of birth are required
 * (docs/product.md § The host console).
 */
export function AddGuestModal({ stayId, onClose }: AddGuestModalProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const run = useSubmit();
  const form = useForm<GuestFormValues>({ defaultValues: guestFormValues() });

  const submit = form.handleSubmit(async (values) => {
    await run(
      () => dispatch(guestCreated({ ...toGuestInput(values), checkin_profile: stayId })).unwrap(),
      {
        form,
        translate: (failure) => italianGuestFailure(failure, intl),
        succeeded: intl.formatMessage(m.guestAdded),
        failed: intl.formatMessage(m.guestAddFailed),
        duration: 'notification',
        onSuccess: () => onClose(),
      },
    );
  });

  return (
    <FormModal
      title={intl.formatMessage(m.addGuestTitle)}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
    >
      <Stack gap="lg">
        <GuestFields form={form} requireDateOfBirth />
        <FormError form={form} />
      </Stack>
    </FormModal>
  );
}
