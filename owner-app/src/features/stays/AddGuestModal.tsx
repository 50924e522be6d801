import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button, Modal, Stack } from '@soglia/ui-kit';
import { useAppDispatch } from '../../app/hooks';
import { applyServerErrors } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import { FormError } from './FormError';
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
  const notify = useNotify();
  const formId = useId();
  const form = useForm<GuestFormValues>({ defaultValues: guestFormValues() });
  const { isSubmitting, errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await dispatch(guestCreated({ ...toGuestInput(values), checkin_profile: stayId })).unwrap();
      notify({
        tone: 'success',
        message: intl.formatMessage(m.guestAdded),
        duration: 'notification',
      });
      onClose();
    } catch (error) {
      applyServerErrors(form, italianGuestFailure(error, intl));
      notify({
        tone: 'error',
        message: intl.formatMessage(m.guestAddFailed),
        duration: 'notification',
      });
    }
  });

  return (
    <Modal
      open
      title={intl.formatMessage(m.addGuestTitle)}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {intl.formatMessage(m.save)}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Stack gap="lg">
          <GuestFields form={form} requireDateOfBirth />
          <FormError message={errors.root?.server?.message} />
        </Stack>
      </form>
    </Modal>
  );
}
