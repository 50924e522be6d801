import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { DateInput, Select, TextInput } from '@soglia/ui-kit';
import {
  CHECK_MESSAGES_IT,
  checkRecordWidth,
  RECORD_WIDTH_FIELDS,
  type RecordWidthField,
} from '@soglia/api-client/checks';
import type {
  DocumentType,
  GuestPlaceField,
  GuestRegistration,
  GuestRegistrationInput,
} from '@soglia/api-client';
import { fieldProps } from '../../shared/form';
import { PlaceField } from '../../shared/places';
import { DOCUMENT_TYPE_LABELS, todayIso } from './format';
import { fieldMessages as f, formMessages as m } from './messages';
import { reviewMessages as r } from './reviewMessages';

export interface GuestFormValues {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  citizenship: string;
  place_of_birth: string;
  gender: string;
  document_type: DocumentType;
  document_number: string;
  place_of_issue: string;
  /** Alloggiati codes of the places chosen from the list ('' while none is). */
  place_of_birth_code: string;
  citizenship_code: string;
  place_of_issue_code: string;
}

export const guestFormValues = (guest?: GuestRegistration): GuestFormValues => ({
  first_name: guest?.first_name ?? '',
  last_name: guest?.last_name ?? '',
  date_of_birth: guest?.date_of_birth ?? '',
  citizenship: guest?.citizenship ?? '',
  place_of_birth: guest?.place_of_birth ?? '',
  gender: guest?.gender ?? '',
  document_type: guest?.document_type ?? 'identity card',
  document_number: guest?.document_number ?? '',
  place_of_issue: guest?.place_of_issue ?? '',
  place_of_birth_code: guest?.place_of_birth_code ?? '',
  citizenship_code: guest?.citizenship_code ?? '',
  place_of_issue_code: guest?.place_of_issue_code ?? '',
});

/** Trimmed texts with the places' codes; an empty date of birth is no date. */
export const toGuestInput = (values: GuestFormValues): GuestRegistrationInput => {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, String(value).trim()]),
  ) as unknown as GuestFormValues;
  return { ...trimmed, date_of_birth: trimmed.date_of_birth || null };
};

const isWidthField = (name: string): name is RecordWidthField =>
  (RECORD_WIDTH_FIELDS as readonly string[]).includes(name);

/** Two columns on wide screens, one on a phone. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface GuestFieldsProps {
  form: UseFormReturn<GuestFormValues>;
  /**
   * 'Aggiungi Ospite' asks for it (docs/product.md § The host console); the document form keeps
   * what was given.
   */
  requireDateOfBirth: boolean;
  /** Places typed freely by the guest, without a code: the host should choose them. */
  toReview?: readonly GuestPlaceField[];
}

/** The guest's fields, shared by 'Aggiungi Ospite' and 'Dettagli Documento'. */
export function GuestFields({ form, requireDateOfBirth, toReview = [] }: GuestFieldsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const today = todayIso();
  /** Required or not; a name or document number must fit its field of the Alloggiati record. */
  const text = (name: keyof GuestFormValues, label: string, required?: string) => {
    const validate = (value: string) => {
      if (required && value.trim() === '') return required;
      const tooLong = isWidthField(name) ? checkRecordWidth(name, value) : null;
      return tooLong === null || CHECK_MESSAGES_IT[tooLong];
    };
    return (
      <TextInput
        label={label}
        required={Boolean(required)}
        autoComplete="off"
        {...fieldProps(form, name, { validate })}
      />
    );
  };
  const birthDate = form.watch('date_of_birth');
  const place = (
    name: GuestPlaceField,
    label: string,
    search: { kind?: 'state'; date?: string },
  ) => (
    <PlaceField
      form={form}
      name={name}
      code={`${name}_code`}
      label={label}
      hint={
        toReview.includes(name) && !form.watch(`${name}_code`)
          ? t(r.fieldHint)
          : search.kind
            ? undefined
            : t(f.placeHint)
      }
      kind={search.kind}
      date={search.date}
    />
  );
  return (
    <FormGrid>
      {text('first_name', t(f.firstName), t(m.firstNameRequired))}
      {text('last_name', t(f.lastName), t(m.lastNameRequired))}
      <DateInput
        label={t(f.dateOfBirth)}
        required={requireDateOfBirth}
        max={today}
        {...fieldProps(form, 'date_of_birth', {
          validate: (value) => {
            if (!value) return !requireDateOfBirth || t(m.dateOfBirthRequired);
            if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return t(m.dateOfBirthFormat);
            return value <= today || t(m.dateOfBirthFuture);
          },
        })}
      />
      {text('gender', t(f.gender))}
      {place('citizenship', t(f.citizenship), { kind: 'state' })}
      {place('place_of_birth', t(f.placeOfBirth), {
        date: /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? birthDate : undefined,
      })}
      <Select
        label={t(f.documentType)}
        options={Object.entries(DOCUMENT_TYPE_LABELS).map(([value, label]) => ({
          value,
          label: t(label),
        }))}
        {...fieldProps(form, 'document_type')}
      />
      {text('document_number', t(f.documentNumber))}
      {place('place_of_issue', t(f.placeOfIssue), {})}
    </FormGrid>
  );
}
