import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Door } from '@soglia/api-client';
import { Select, Stack, Textarea, TextInput } from '@soglia/ui-kit';
import { useAppDispatch } from '../../app/hooks';
import { fieldProps, FormError, FormModal, useEntityForm } from '../../shared/form';
import { DoorTranslations } from './DoorTranslations';
import {
  isDoorUnchanged,
  isWholeNumber,
  toDoorInput,
  toDoorValues,
  type DoorFormValues,
} from './doorForm';
import {
  ACCESS_CODE_MAX,
  ACCESS_TYPES,
  DESCRIPTION_MAX,
  INSTRUCTIONS_MAX,
  NAME_MAX,
} from './doorRules';
import { doorCreated, doorDeleted, doorEdited } from './doorsSlice';
import { accessTypeMessages, doorFormMessages as m } from './messages';

export interface DoorFormModalProps {
  apartmentId: number;
  /** The door to edit ('Modifica Porta', with its language instructions); else 'Crea Porta'. */
  door?: Door;
  onClose: () => void;
}

/**
 * 'Crea Porta' and 'Modifica Porta': the access type decides which fields show
 * (docs/product.md § The host console).
 */
export function DoorFormModal({ apartmentId, door, onClose }: DoorFormModalProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const form = useForm<DoorFormValues>({ defaultValues: toDoorValues(door) });
  const accessType = form.watch('access_type');
  const modal = useEntityForm({
    form,
    entity: door,
    messages: m,
    unchanged: isDoorUnchanged,
    save: (values) => {
      const input = toDoorInput(values, apartmentId);
      return door
        ? dispatch(doorEdited({ id: door.id, input })).unwrap()
        : dispatch(doorCreated(input)).unwrap();
    },
    remove: (before) => dispatch(doorDeleted(before.id)).unwrap(),
    onClose,
  });

  const required = (value: string) => value.trim() !== '' || intl.formatMessage(m.required);
  const requiredFor =
    (type: DoorFormValues['access_type'], max?: number) =>
    (value: string, values: DoorFormValues) => {
      if (values.access_type !== type) return true;
      if (value.trim() === '') return intl.formatMessage(m.required);
      return max === undefined || value.length <= max;
    };
  const wholeNumber = (value: string, values: DoorFormValues, onlyFor?: string) => {
    if (onlyFor && values.access_type !== onlyFor) return true;
    if (value.trim() === '') return intl.formatMessage(m.required);
    return isWholeNumber(value) || intl.formatMessage(m.wholeNumber);
  };

  return (
    <FormModal
      title={intl.formatMessage(door ? m.editTitle : m.createTitle)}
      size={door ? 'lg' : 'md'}
      {...modal}
      after={door ? <DoorTranslations door={door} /> : null}
    >
      <Stack gap="md">
        <TextInput
          label={intl.formatMessage(m.name)}
          maxLength={NAME_MAX}
          showCounter
          required
          autoComplete="off"
          value={form.watch('name')}
          {...fieldProps(form, 'name', {
            validate: required,
            maxLength: { value: NAME_MAX, message: intl.formatMessage(m.nameTooLong) },
          })}
        />
        <Select
          label={intl.formatMessage(m.accessType)}
          options={ACCESS_TYPES.map((value) => ({
            value,
            label: intl.formatMessage(accessTypeMessages[value]),
          }))}
          required
          {...fieldProps(form, 'access_type', { validate: required })}
        />
        {accessType === 'shelly' ? (
          <>
            <TextInput
              label={intl.formatMessage(m.idDevice)}
              required
              autoComplete="off"
              {...fieldProps(form, 'id_device', { validate: requiredFor('shelly') })}
            />
            <TextInput
              label={intl.formatMessage(m.cpc)}
              hint={intl.formatMessage(m.cpcHint)}
              required
              autoComplete="off"
              {...fieldProps(form, 'check_position_code', {
                validate: requiredFor('shelly'),
              })}
            />
            <TextInput
              label={intl.formatMessage(m.channel)}
              type="number"
              inputMode="numeric"
              min={0}
              required
              {...fieldProps(form, 'channel_device', {
                validate: (value, values) => wholeNumber(value, values, 'shelly'),
              })}
            />
          </>
        ) : null}
        {accessType === 'codice' ? (
          <TextInput
            label={intl.formatMessage(m.accessCode)}
            maxLength={ACCESS_CODE_MAX}
            showCounter
            required
            autoComplete="off"
            value={form.watch('access_code')}
            {...fieldProps(form, 'access_code', {
              validate: requiredFor('codice', ACCESS_CODE_MAX),
            })}
          />
        ) : null}
        <TextInput
          label={intl.formatMessage(m.priority)}
          hint={intl.formatMessage(m.priorityHint)}
          type="number"
          inputMode="numeric"
          required
          {...fieldProps(form, 'priority', {
            validate: (value, values) => wholeNumber(value, values),
          })}
        />
        <Textarea
          label={intl.formatMessage(m.description)}
          maxLength={DESCRIPTION_MAX}
          showCounter
          rows={2}
          value={form.watch('description')}
          {...fieldProps(form, 'description')}
        />
        <Textarea
          label={intl.formatMessage(m.instructions)}
          maxLength={INSTRUCTIONS_MAX}
          showCounter
          rows={5}
          value={form.watch('instructions')}
          {...fieldProps(form, 'instructions')}
        />
        <FormError form={form} />
      </Stack>
    </FormModal>
  );
}
