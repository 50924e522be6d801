import { useEffect, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  Button,
  DateInput,
  Select,
  Spinner,
  Stack,
  TextInput,
  Toast,
  durations,
} from '@soglia/ui-kit';
import { createGuestWithPhotos } from '@soglia/api-client';
import { checkinMessages as m } from './messages';
import { PhotoField, type PrepareFile } from './PhotoField';
import {
  checkGuest,
  emptyGuest,
  guestBody,
  requiredFields,
  requiredPhotos,
  type GuestField,
  type GuestPhotos,
  type GuestValues,
  type PhotoSide,
  type Requirements,
} from './registrationRules';
import { serverFieldErrors, serverGeneralError } from './serverErrors';

const TEXTS: {
  field: GuestField;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  auto?: string;
}[] = [
  { field: 'first_name', label: m.firstName, auto: 'given-name' },
  { field: 'last_name', label: m.lastName, auto: 'family-name' },
  { field: 'citizenship', label: m.citizenship },
  { field: 'place_of_birth', label: m.placeOfBirth, hint: m.placeHint },
];
const DOCUMENT_TEXTS: typeof TEXTS = [
  { field: 'document_number', label: m.documentNumber },
  { field: 'place_of_issue', label: m.placeOfIssue, hint: m.placeHint },
];

export interface RegistrationFormProps {
  needs: Requirements;
  prepareFile: PrepareFile;
  /** Called once the server has stored the guest. */
  onRegistered: () => void;
}

/** One guest's registration (multipart POST /api/guests-registration/, with upload progress). */
export function RegistrationForm({ needs, prepareFile, onRegistered }: RegistrationFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState<GuestValues>(emptyGuest);
  const [photos, setPhotos] = useState<GuestPhotos>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (!failure) return undefined;
    const timer = setTimeout(() => setFailure(null), durations.message);
    return () => clearTimeout(timer);
  }, [failure]);

  const sending = progress !== undefined;
  const required = new Set<string>([
    ...requiredFields(needs),
    ...requiredPhotos(needs, values.document_type),
  ]);
  const clear = (name: string) => setErrors(({ [name]: _cleared, ...rest }) => rest);
  const set = (field: GuestField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const setPhoto = (side: PhotoSide, file: File | null, problem?: string) => {
    setPhotos(({ [side]: _old, ...rest }) => (file ? { ...rest, [side]: file } : rest));
    if (problem) setErrors((current) => ({ ...current, [side]: problem }));
    else clear(side);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problems = checkGuest(values, photos, needs);
    if (Object.keys(problems).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(problems).map(([name, problem]) => [
            name,
            intl.formatMessage(problem === 'invalidDate' ? m.invalidDate : m.required),
          ]),
        ),
      );
      setFailure(intl.formatMessage(m.formSubmittedError));
      return;
    }
    setProgress(0);
    try {
      await createGuestWithPhotos(guestBody(values), photos, {
        onUploadProgress: ({ progress: done }) =>
          setProgress(Math.round(Math.min(1, done ?? 0) * 100)),
      });
      onRegistered();
    } catch (error) {
      console.error('Guest registration failed', error);
      // What the guest typed and chose stays: a retry needs no retyping.
      setErrors(serverFieldErrors(error, intl));
      setFailure(serverGeneralError(error, intl) ?? intl.formatMessage(m.formSubmittedError));
      setProgress(undefined);
    }
  };

  const text = ({ field, label, hint, auto }: (typeof TEXTS)[number]) => (
    <TextInput
      key={field}
      label={intl.formatMessage(label)}
      hint={hint ? intl.formatMessage(hint) : undefined}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={errors[field]}
      required={required.has(field)}
      autoComplete={auto}
    />
  );
  const photo = (side: PhotoSide, label: MessageDescriptor) => (
    <PhotoField
      key={side}
      label={intl.formatMessage(label)}
      required={required.has(side)}
      error={errors[side]}
      progress={sending && photos[side] ? progress : undefined}
      prepare={prepareFile}
      onChange={(file, problem) => setPhoto(side, file, problem)}
      disabled={sending}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {TEXTS.map(text)}
        <DateInput
          label={intl.formatMessage(m.dateOfBirth)}
          hint={intl.formatMessage(m.dateHint)}
          value={values.date_of_birth}
          onChange={(event) => set('date_of_birth', event.target.value)}
          error={errors.date_of_birth}
          required={required.has('date_of_birth')}
          autoComplete="bday"
        />
        <Select
          label={intl.formatMessage(m.gender)}
          placeholder={intl.formatMessage(m.choose)}
          options={[
            { value: 'F', label: intl.formatMessage(m.female) },
            { value: 'M', label: intl.formatMessage(m.male) },
          ]}
          value={values.gender}
          onChange={(event) => set('gender', event.target.value)}
          error={errors.gender}
          required={required.has('gender')}
        />
        <Select
          label={intl.formatMessage(m.documentType)}
          options={[
            { value: 'identity card', label: intl.formatMessage(m.identityCard) },
            { value: 'passport', label: intl.formatMessage(m.passport) },
            { value: 'european driving license', label: intl.formatMessage(m.drivingLicense) },
          ]}
          value={values.document_type}
          onChange={(event) => set('document_type', event.target.value)}
          error={errors.document_type}
          required={required.has('document_type')}
        />
        {DOCUMENT_TEXTS.map(text)}
        {photo('document_photo', m.photoFront)}
        {photo('document_photo_back', m.photoBack)}
        {sending ? (
          <Stack align="center">
            <Spinner label={intl.formatMessage(m.sending)} />
          </Stack>
        ) : (
          <Button type="submit">{intl.formatMessage(m.submit)}</Button>
        )}
        {/* Below the button: its appearing and going never moves the button under a finger. */}
        {failure ? <Toast tone="error" message={failure} /> : null}
      </Stack>
    </form>
  );
}
