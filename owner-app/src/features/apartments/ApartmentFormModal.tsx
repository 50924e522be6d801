import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Apartment } from '@soglia/api-client';
import { CHECK_MESSAGES_IT, checkCin } from '@soglia/api-client/checks';
import { Checkbox, Select, Stack, Switch, Text, TextInput, TimeInput } from '@soglia/ui-kit';
import { useAppDispatch } from '../../app/hooks';
import { fieldProps, FormError, FormModal, inItalian, useSubmit } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import { PlaceField } from '../../shared/places';
import {
  isUnchanged,
  RING_CHOICES,
  toInput,
  toValues,
  type ApartmentFormValues,
} from './apartmentForm';
import { EMAIL_PATTERN, isMapsLink, isUrl, MAPS_PREFIX } from './apartmentRules';
import { apartmentCreated, apartmentDeleted, apartmentEdited } from './apartmentsSlice';
import { apartmentFormMessages as m } from './messages';

export interface ApartmentFormModalProps {
  /** The apartment to update ('Modifica Struttura'); without it the modal creates one. */
  apartment?: Apartment;
  onClose: () => void;
  /** An apartment was created (its id) or deleted (undefined). */
  onSaved?: (apartment: Apartment) => void;
  onDeleted?: () => void;
}

/** 'Crea Struttura' and 'Modifica Struttura' (with Elimina and its confirmation). */
export function ApartmentFormModal({
  apartment,
  onClose,
  onSaved,
  onDeleted,
}: ApartmentFormModalProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const run = useSubmit();
  const identificationHintId = useId();
  const timesId = useId();
  const form = useForm<ApartmentFormValues>({ defaultValues: toValues(apartment) });
  const shelly = form.watch('shelly');
  const identificationRequired = form.watch('identification_required');
  const comuneCode = form.watch('comune_code');
  const { isSubmitted } = form.formState;
  useEffect(() => {
    // The CIN's digits depend on the comune: a new comune checks the CIN again.
    if (isSubmitted) void form.trigger('CIN');
  }, [comuneCode, isSubmitted, form]);
  const keyStored = apartment?.has_auth_key === true;

  const submit = form.handleSubmit(async (values) => {
    if (apartment && isUnchanged(apartment, values)) {
      notify({ tone: 'warning', message: intl.formatMessage(m.noChange) });
      onClose();
      return;
    }
    const input = toInput(values);
    await run(
      () =>
        apartment
          ? dispatch(apartmentEdited({ id: apartment.id, input })).unwrap()
          : dispatch(apartmentCreated(input)).unwrap(),
      {
        form,
        translate: inItalian,
        fallback: intl.formatMessage(m.saveFailed),
        succeeded: intl.formatMessage(apartment ? m.updated : m.created),
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
        onFailure: (failure) => console.error('Saving the apartment failed', failure),
      },
    );
  });

  const required = (value: unknown) =>
    String(value).trim() !== '' || intl.formatMessage(m.required);
  const text = (value: unknown) => String(value).trim();

  return (
    <FormModal
      title={intl.formatMessage(apartment ? m.updateTitle : m.createTitle)}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      deletion={
        apartment && {
          title: intl.formatMessage(m.confirmTitle),
          message: intl.formatMessage(m.confirmMessage),
          run: () =>
            run(() => dispatch(apartmentDeleted(apartment.id)).unwrap(), {
              failed: intl.formatMessage(m.deleteFailed),
              succeeded: intl.formatMessage(m.deleted),
              onSuccess: () => onDeleted?.(),
              onFailure: (failure) => console.error('Deleting the apartment failed', failure),
            }),
        }
      }
    >
      <Stack gap="md">
        <TextInput
          label={intl.formatMessage(m.name)}
          required
          autoComplete="off"
          {...fieldProps(form, 'name', { validate: required })}
        />
        <TextInput
          label={intl.formatMessage(m.address)}
          required
          autoComplete="street-address"
          {...fieldProps(form, 'address', { validate: required })}
        />
        <TextInput
          label={intl.formatMessage(m.phone)}
          type="tel"
          autoComplete="tel"
          {...fieldProps(form, 'phone')}
        />
        <TextInput
          label={intl.formatMessage(m.email)}
          type="email"
          autoComplete="email"
          {...fieldProps(form, 'email', {
            validate: (value) =>
              text(value) === '' ||
              EMAIL_PATTERN.test(text(value)) ||
              intl.formatMessage(m.emailInvalid),
          })}
        />
        <PlaceField
          form={form}
          name="comune_name"
          code="comune_code"
          kind="comune"
          validToday
          label={intl.formatMessage(m.comune)}
          hint={intl.formatMessage(m.comuneHint)}
        />
        <TextInput
          label={intl.formatMessage(m.cin)}
          hint={intl.formatMessage(m.cinHint)}
          required
          autoComplete="off"
          autoCapitalize="characters"
          {...fieldProps(form, 'CIN', {
            // The server's check: the format and, with a comune, its ISTAT digits.
            validate: (value, values) => {
              if (text(value) === '') return intl.formatMessage(m.required);
              const problem = checkCin(text(value), values.comune_code);
              return problem === null || CHECK_MESSAGES_IT[problem];
            },
          })}
        />
        <TextInput
          label={intl.formatMessage(m.mapsLink)}
          type="url"
          inputMode="url"
          autoComplete="off"
          hint={intl.formatMessage(m.mapsLinkHint, { prefix: MAPS_PREFIX })}
          {...fieldProps(form, 'google_maps_link', {
            validate: (value) =>
              text(value) === '' ||
              isMapsLink(text(value)) ||
              intl.formatMessage(m.mapsLinkInvalid, { prefix: MAPS_PREFIX }),
          })}
        />
        <Switch
          label={intl.formatMessage(m.shelly)}
          checked={shelly}
          onChange={(on) => {
            form.setValue('shelly', on, { shouldDirty: true });
            if (!on) {
              // Turning remote lock off clears its server and key (docs/api.md § Apartments).
              form.setValue('server_uri', '');
              form.setValue('auth_key', '');
              form.clearErrors(['server_uri', 'auth_key']);
            }
          }}
        />
        {shelly ? (
          <>
            <TextInput
              label={intl.formatMessage(m.serverUri)}
              hint={intl.formatMessage(m.serverUriHint)}
              type="url"
              inputMode="url"
              required
              autoComplete="off"
              {...fieldProps(form, 'server_uri', {
                validate: (value, values) =>
                  !values.shelly ||
                  (text(value) === ''
                    ? intl.formatMessage(m.required)
                    : isUrl(text(value)) || intl.formatMessage(m.serverUriInvalid)),
              })}
            />
            <TextInput
              label={intl.formatMessage(m.authKey)}
              type="password"
              autoComplete="new-password"
              required={!keyStored}
              hint={keyStored ? intl.formatMessage(m.authKeyKept) : undefined}
              {...fieldProps(form, 'auth_key', {
                validate: (value, values) =>
                  !values.shelly ||
                  keyStored ||
                  text(value) !== '' ||
                  intl.formatMessage(m.required),
              })}
            />
          </>
        ) : null}
        <Checkbox label={intl.formatMessage(m.getGuestInfo)} {...form.register('get_guest_info')} />
        <Checkbox
          label={intl.formatMessage(m.getDocumentPhoto)}
          {...form.register('get_document_photo')}
        />
        <Checkbox
          label={intl.formatMessage(m.getBillingInfo)}
          {...form.register('get_billing_info')}
        />
        <Stack gap="xs">
          <Checkbox
            label={intl.formatMessage(m.identificationRequired)}
            aria-describedby={identificationHintId}
            {...form.register('identification_required')}
          />
          <Text id={identificationHintId} tone="muted" size="sm">
            {intl.formatMessage(m.identificationRequiredHint)}
          </Text>
        </Stack>
        {identificationRequired ? (
          <Select
            label={intl.formatMessage(m.ringSeconds)}
            hint={intl.formatMessage(m.ringSecondsHint)}
            options={ringChoices(apartment?.identification_ring_seconds).map((seconds) => ({
              value: String(seconds),
              label: intl.formatMessage(m.ringChoice, { seconds }),
            }))}
            {...fieldProps(form, 'identification_ring_seconds')}
          />
        ) : null}
        <Stack gap="sm" role="group" aria-labelledby={timesId} aria-describedby={`${timesId}-hint`}>
          <Text id={timesId} weight="medium">
            {intl.formatMessage(m.defaultTimes)}
          </Text>
          <Text id={`${timesId}-hint`} tone="muted" size="sm">
            {intl.formatMessage(m.defaultTimesHint)}
          </Text>
          <Stack direction="row" gap="md" wrap>
            <TimeInput
              label={intl.formatMessage(m.defaultCheckInTime)}
              required
              {...fieldProps(form, 'default_check_in_time', { validate: required })}
            />
            <TimeInput
              label={intl.formatMessage(m.defaultCheckOutTime)}
              required
              {...fieldProps(form, 'default_check_out_time', { validate: required })}
            />
          </Stack>
        </Stack>
        <FormError form={form} />
      </Stack>
    </FormModal>
  );
}

/** The offered ring times, with the apartment's own when it is another one (set through the API). */
function ringChoices(current: number | undefined): number[] {
  const choices: number[] = [...RING_CHOICES];
  if (current !== undefined && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}
