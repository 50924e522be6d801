import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { InfoEntry, InfoEntryInput, InfoType } from '@soglia/api-client';
import { Select, Stack, Textarea, TextInput } from '@soglia/ui-kit';
import { useAppDispatch } from '../../app/hooks';
import { fieldProps, FormModal, useSubmit } from '../../shared/form';
import { GuidebookTranslations } from './GuidebookTranslations';
import { guidebookEntryCreated, guidebookEntryEdited } from './guidebookSlice';
import {
  INFO_MAX,
  INFO_TYPES,
  isMapsLink,
  MAPS_PREFIX,
  showsLink,
  TITLE_MAX,
} from './guidebookRules';
import { guidebookEntryFormMessages as m, guidebookTypeMessages } from './messages';

interface GuidebookEntryFormValues {
  type: InfoType | '';
  apartment: string;
  room: string;
  title: string;
  info: string;
  google_link: string;
}

/** What the form needs to know of an apartment and a room (the screen passes them down). */
export interface GuidebookEntryFormApartment {
  id: number;
  name: string;
}
export interface GuidebookEntryFormRoom {
  id: number;
  name: string;
  apartment: number;
}

export interface GuidebookEntryFormModalProps {
  /** The entry to update ('Aggiorna Informazione'); without it the modal creates one. */
  info?: InfoEntry;
  /** The apartment a new entry starts in. */
  apartmentId: number;
  apartments: readonly GuidebookEntryFormApartment[];
  /** Rooms loaded so far; the form offers those of the chosen apartment. */
  rooms: readonly GuidebookEntryFormRoom[];
  /** The host picked another apartment in the form: its rooms are needed. */
  onApartmentChange: (apartmentId: number) => void;
  onClose: () => void;
}

const toValues = (info: InfoEntry | undefined, apartmentId: number): GuidebookEntryFormValues => ({
  type: info?.type ?? '',
  apartment: String(info?.apartment ?? apartmentId),
  room: info?.room ? String(info.room) : '',
  title: info?.title ?? '',
  info: info?.info ?? '',
  google_link: info?.google_link ?? '',
});

const toInput = (values: GuidebookEntryFormValues): InfoEntryInput => {
  const type = values.type as InfoType;
  return {
    title: values.title,
    type,
    info: values.info,
    // A hidden link field is not part of the entry.
    google_link: showsLink(type) ? values.google_link.trim() : '',
    apartment: Number(values.apartment),
    room: type === 'room_info' ? Number(values.room) : null,
  };
};

/** 'Crea Informazione' and 'Aggiorna Informazione' (with the entry's translations). */
export function GuidebookEntryFormModal({
  info,
  apartmentId,
  apartments,
  rooms,
  onApartmentChange,
  onClose,
}: GuidebookEntryFormModalProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const run = useSubmit();
  const updating = info !== undefined;
  const form = useForm<GuidebookEntryFormValues>({ defaultValues: toValues(info, apartmentId) });
  const type = form.watch('type');
  const apartment = Number(form.watch('apartment'));
  const roomsHere = rooms.filter((room) => room.apartment === apartment);

  const submit = form.handleSubmit(async (values) => {
    const input = toInput(values);
    await run(
      () =>
        info
          ? dispatch(guidebookEntryEdited({ id: info.id, input })).unwrap()
          : dispatch(guidebookEntryCreated(input)).unwrap(),
      {
        form,
        // Create: the server's own text when it sends one, otherwise only logged (docs/product.md § Notices and errors).
        fallback: info ? intl.formatMessage(m.updateFailed) : undefined,
        formError: 'notice',
        succeeded: intl.formatMessage(info ? m.updated : m.created),
        onSuccess: () => onClose(),
        onFailure: (failure) => {
          if (!info && !failure.detail && !failure.fieldErrors) {
            console.error('Crea Informazione failed', failure);
          }
        },
      },
    );
  });

  const required = (message: string) => (value: string) => value.trim() !== '' || message;
  const linkMessage = updating
    ? intl.formatMessage(m.mapsLinkUpdate, { prefix: MAPS_PREFIX })
    : intl.formatMessage(m.mapsLinkCreate);

  return (
    <FormModal
      title={intl.formatMessage(updating ? m.updateTitle : m.createTitle)}
      size={updating ? 'lg' : 'md'}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      after={info ? <GuidebookTranslations entryId={info.id} /> : null}
    >
      <Stack gap="md">
        <Select
          label={intl.formatMessage(m.type)}
          placeholder={intl.formatMessage(m.typePlaceholder)}
          options={INFO_TYPES.map((value) => ({
            value,
            label: intl.formatMessage(guidebookTypeMessages[value]),
          }))}
          required
          {...fieldProps(form, 'type', {
            validate: required(intl.formatMessage(m.typeRequired)),
            // The room belongs to room_info only (docs/api.md § Guidebook).
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value !== 'room_info') form.setValue('room', '');
            },
          })}
        />
        <Select
          label={intl.formatMessage(m.apartment)}
          placeholder={intl.formatMessage(m.apartmentPlaceholder)}
          options={apartments.map(({ id, name }) => ({ value: String(id), label: name }))}
          required
          {...fieldProps(form, 'apartment', {
            validate: required(intl.formatMessage(m.apartmentRequired)),
            onChange: (event: { target: { value: string } }) => {
              form.setValue('room', '');
              if (event.target.value) onApartmentChange(Number(event.target.value));
            },
          })}
        />
        {type === 'room_info' ? (
          <Select
            label={intl.formatMessage(m.room)}
            placeholder={intl.formatMessage(m.roomPlaceholder)}
            options={roomsHere.map(({ id, name }) => ({ value: String(id), label: name }))}
            hint={roomsHere.length === 0 ? intl.formatMessage(m.noRooms) : undefined}
            required
            {...fieldProps(form, 'room', {
              validate: (value, values) =>
                values.type !== 'room_info' || value !== '' || intl.formatMessage(m.roomRequired),
            })}
          />
        ) : null}
        <TextInput
          label={intl.formatMessage(m.title)}
          maxLength={TITLE_MAX}
          showCounter
          required
          autoComplete="off"
          // Controlled, so the counter follows reset() and the loaded values too.
          value={form.watch('title')}
          {...fieldProps(form, 'title', {
            validate: required(intl.formatMessage(m.titleRequired)),
            maxLength: {
              value: TITLE_MAX,
              message: intl.formatMessage(m.titleTooLong, { max: TITLE_MAX }),
            },
          })}
        />
        <Textarea
          label={intl.formatMessage(m.info)}
          maxLength={INFO_MAX}
          showCounter
          rows={8}
          required
          value={form.watch('info')}
          {...fieldProps(form, 'info', {
            validate: required(intl.formatMessage(m.infoRequired)),
            maxLength: {
              value: INFO_MAX,
              message: intl.formatMessage(m.infoTooLong, { max: INFO_MAX }),
            },
          })}
        />
        {showsLink(type) ? (
          <TextInput
            label={intl.formatMessage(m.link)}
            type="url"
            inputMode="url"
            autoComplete="off"
            hint={intl.formatMessage(m.linkHint, { prefix: MAPS_PREFIX })}
            {...fieldProps(form, 'google_link', {
              validate: (value, values) =>
                !showsLink(values.type) ||
                value.trim() === '' ||
                isMapsLink(value.trim()) ||
                linkMessage,
            })}
          />
        ) : null}
      </Stack>
    </FormModal>
  );
}
