import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  DateInput,
  Select,
  Stack,
  Text,
  TextInput,
  TimeInput,
} from '@soglia/ui-kit';
import { fieldError, fieldProps } from '../../shared/form';
import { flagsOf, LIMITS, type CheckinProfileFormValues } from './formValues';
import { checkinProfileFormMessages as m, checkinProfileValueMessages as v } from './messages';
import { generatePassword } from './password';
import type { ApartmentRoomOptions } from './apartmentRoomOptions';

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Two fields side by side on wide screens, one under the other on a phone. */
const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const SOURCES = ['Airbnb', 'Booking.com', 'Diretto', 'Expedia', 'Vrbo'];

export interface CheckinProfileFieldsProps {
  form: UseFormReturn<CheckinProfileFormValues>;
  apartmentRoomOptions: ApartmentRoomOptions;
  editing: boolean;
}

/**
 * The fields of 'Nuovo Accesso' and 'Modifica Check-in', all but the flags required
 * (docs/product.md § The host console).
 */
export function CheckinProfileFields({
  form,
  apartmentRoomOptions,
  editing,
}: CheckinProfileFieldsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const required = { value: true, message: t(m.required) };
  const { apartments, rooms, roomsStatus, onApartmentChange } = apartmentRoomOptions;
  const apartmentValue = useWatch({ control: form.control, name: 'apartment' });
  const apartmentId = apartmentValue ? Number(apartmentValue) : null;
  const roomsHere = useMemo(
    () => (apartmentId === null ? [] : rooms.filter((room) => room.apartment === apartmentId)),
    [apartmentId, rooms],
  );

  // The rooms of the chosen apartment (also the one a profile or a one-apartment host starts with).
  useEffect(() => {
    onApartmentChange(apartmentId);
  }, [apartmentId, onApartmentChange]);

  // A host with one apartment has nothing to choose, even when the list arrives after opening.
  useEffect(() => {
    if (editing || apartments.length !== 1 || form.getValues('apartment')) return;
    if (form.getFieldState('apartment').isDirty) return;
    form.setValue('apartment', String(apartments[0].id));
    for (const [flag, on] of Object.entries(flagsOf(apartments[0]))) {
      form.setValue(flag as keyof ReturnType<typeof flagsOf>, on);
    }
  }, [apartments, editing, form]);

  // One room only: nothing to choose.
  useEffect(() => {
    if (roomsStatus === 'succeeded' && roomsHere.length === 1 && !form.getValues('room')) {
      form.setValue('room', String(roomsHere[0].id), { shouldDirty: true });
    }
  }, [roomsStatus, roomsHere, form]);

  const chooseApartment = (value: string) => {
    const apartment = apartments.find((candidate) => String(candidate.id) === value);
    form.setValue('room', '', { shouldDirty: true });
    for (const [flag, on] of Object.entries(flagsOf(apartment))) {
      form.setValue(flag as keyof ReturnType<typeof flagsOf>, on, { shouldDirty: true });
    }
  };

  const apartmentHint =
    apartmentRoomOptions.apartmentsStatus === 'pending' ||
    apartmentRoomOptions.apartmentsStatus === 'idle'
      ? t(m.apartmentsLoading)
      : apartmentRoomOptions.apartmentsStatus === 'succeeded' && apartments.length === 0
        ? t(m.noApartments)
        : undefined;
  const roomHint =
    apartmentId === null
      ? t(m.apartmentFirst)
      : roomsStatus === 'pending' || roomsStatus === 'idle'
        ? t(m.roomsLoading)
        : roomsStatus === 'succeeded' && roomsHere.length === 0
          ? t(m.noRooms)
          : undefined;

  return (
    <Stack gap="xl">
      <Group>
        <Legend>{t(m.guest)}</Legend>
        <Pair>
          <TextInput
            label={t(m.name)}
            required
            maxLength={LIMITS.text}
            autoComplete="off"
            {...fieldProps(form, 'name', { required })}
          />
          <TextInput
            label={t(m.surname)}
            required
            maxLength={LIMITS.text}
            autoComplete="off"
            {...fieldProps(form, 'surname', { required })}
          />
        </Pair>
        <Pair>
          <TextInput
            label={t(m.source)}
            hint={t(m.sourceHint)}
            required
            maxLength={LIMITS.text}
            list="soglia-checkin-sources"
            autoComplete="off"
            {...fieldProps(form, 'source', { required })}
          />
          <TextInput
            label={t(m.guestNumber)}
            type="number"
            inputMode="numeric"
            min={1}
            max={LIMITS.guests}
            step={1}
            required
            {...fieldProps(form, 'guest_number', {
              required,
              validate: (value) => {
                const count = Number(value);
                return (
                  (Number.isInteger(count) && count >= 1 && count <= LIMITS.guests) ||
                  t(v.guestNumberInvalid, { max: LIMITS.guests })
                );
              },
            })}
          />
        </Pair>
        <datalist id="soglia-checkin-sources">
          {SOURCES.map((source) => (
            <option key={source} value={source} />
          ))}
        </datalist>
      </Group>

      <Group>
        <Legend>{t(m.stay)}</Legend>
        <Pair>
          <Controller
            control={form.control}
            name="apartment"
            rules={{ required }}
            render={({ field, fieldState }) => (
              <Select
                {...field}
                label={t(m.apartment)}
                required
                placeholder={t(m.chooseApartment)}
                options={apartments.map((a) => ({ value: String(a.id), label: a.name }))}
                hint={apartmentHint}
                error={fieldState.error?.message}
                onChange={(event) => {
                  field.onChange(event);
                  chooseApartment(event.target.value);
                }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="room"
            rules={{ required }}
            render={({ field, fieldState }) => (
              <Select
                {...field}
                label={t(m.room)}
                required
                disabled={apartmentId === null}
                placeholder={t(m.chooseRoom)}
                options={roomsHere.map((r) => ({ value: String(r.id), label: r.name }))}
                hint={roomsStatus === 'failed' ? undefined : roomHint}
                error={
                  fieldState.error?.message ??
                  (apartmentId !== null && roomsStatus === 'failed' ? t(m.roomsFailed) : undefined)
                }
              />
            )}
          />
        </Pair>
        {apartmentId !== null && roomsStatus === 'failed' ? (
          <div>
            <Button variant="secondary" onClick={() => onApartmentChange(apartmentId)}>
              {t(m.retry)}
            </Button>
          </div>
        ) : null}
        {apartmentRoomOptions.apartmentsStatus === 'failed' ? (
          <Stack direction="row" align="center" gap="sm" wrap>
            <Text role="alert">{t(m.apartmentsFailed)}</Text>
            <Button variant="secondary" onClick={apartmentRoomOptions.onRetryApartments}>
              {t(m.retry)}
            </Button>
          </Stack>
        ) : null}
        <Pair>
          <DateInput
            label={t(m.checkInDate)}
            required
            {...fieldProps(form, 'check_in_date', { required })}
          />
          <TimeInput
            label={t(m.checkInTime)}
            required
            {...fieldProps(form, 'check_in_time', { required })}
          />
        </Pair>
        <Pair>
          <DateInput
            label={t(m.checkOutDate)}
            required
            {...fieldProps(form, 'check_out_date', { required })}
          />
          <TimeInput
            label={t(m.checkOutTime)}
            required
            {...fieldProps(form, 'check_out_time', { required })}
          />
        </Pair>
      </Group>

      <Group>
        <Legend>{t(m.access)}</Legend>
        <Stack gap="sm">
          <TextInput
            label={t(m.password)}
            hint={t(editing ? m.passwordEditHint : m.passwordHint)}
            required
            maxLength={LIMITS.passwordMax}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...fieldProps(form, 'password', {
              required,
              minLength: {
                value: LIMITS.passwordMin,
                message: t(v.passwordTooShort, { min: LIMITS.passwordMin }),
              },
            })}
          />
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                form.setValue('password', generatePassword(), {
                  shouldDirty: true,
                  shouldValidate: fieldError(form, 'password') !== undefined,
                })
              }
            >
              {t(m.generate)}
            </Button>
          </div>
        </Stack>
        <Stack gap="xs">
          <Checkbox
            label={t(m.requireRegistrationForm)}
            {...form.register('require_registration_form')}
          />
          <Checkbox
            label={t(m.requireDocumentPhoto)}
            {...form.register('require_document_photo')}
          />
          <Checkbox label={t(m.requireBillingInfo)} {...form.register('require_billing_info')} />
          <Text tone="muted" size="sm">
            {t(m.flagsHint)}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
