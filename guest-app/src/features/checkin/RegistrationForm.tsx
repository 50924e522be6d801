import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { checkinMessages as m, checkMessages, placeMessages as pm } from './messages';
import { PhotoField, type PrepareFile } from './PhotoField';
import { PlaceField } from './PlaceField';
import {
  checkGuest,
  emptyGuest,
  guestBody,
  isIsoDate,
  isPlaceField,
  noCodes,
  requiredFields,
  requiredPhotos,
  type GuestField,
  type GuestPhotos,
  type GuestProblem,
  type GuestValues,
  type PhotoSide,
  type PlaceCodes,
  type PlaceField as PlaceName,
  type Requirements,
} from './registrationRules';
import { serverFieldErrors, serverGeneralError } from './serverErrors';

const TEXTS: { field: GuestField; label: MessageDescriptor; auto?: string }[] = [
  { field: 'first_name', label: m.firstName, auto: 'given-name' },
  { field: 'last_name', label: m.lastName, auto: 'family-name' },
];

const PROBLEM_TEXTS: Record<GuestProblem, MessageDescriptor> = {
  required: m.required,
  invalidDate: m.invalidDate,
  placeNotChosen: pm.notChosen,
  last_name_too_long: checkMessages.last_name_too_long,
  first_name_too_long: checkMessages.first_name_too_long,
  document_number_too_long: checkMessages.document_number_too_long,
};

/** The server names a place's problem after its code field (`place_of_birth_code`). */
const byField = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([name, text]) => {
      const field = name.replace(/_code$/, '');
      return [isPlaceField(field) ? field : name, text];
    }),
  );

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
  const [codes, setCodes] = useState<PlaceCodes>(noCodes);
  const [photos, setPhotos] = useState<GuestPhotos>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  // A submit during a photo's preparation waits for it: the chosen photo is never "missing".
  const [waiting, setWaiting] = useState(false);
  const preparing = useRef(new Set<Promise<void>>());
  // What a submit sends after that wait: the photos as set (not yet re-rendered), the rest as typed.
  const photosNow = useRef<GuestPhotos>({});
  const typedNow = useRef({ values, codes });
  useEffect(() => {
    typedNow.current = { values, codes };
  }, [values, codes]);

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
  const setPlace = (field: PlaceName, name: string, code: string) => {
    set(field, name);
    setCodes((current) => ({ ...current, [field]: code }));
  };
  const setPhoto = (side: PhotoSide, file: File | null, problem?: string) => {
    const { [side]: _old, ...rest } = photosNow.current;
    photosNow.current = file ? { ...rest, [side]: file } : rest;
    setPhotos(photosNow.current);
    if (problem) setErrors((current) => ({ ...current, [side]: problem }));
    else clear(side);
  };

  const trackPreparation = (done: Promise<void>) => {
    preparing.current.add(done);
    void done.finally(() => preparing.current.delete(done));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || waiting) return;
    if (preparing.current.size > 0) {
      setWaiting(true);
      while (preparing.current.size > 0) await Promise.all([...preparing.current]);
      setWaiting(false);
    }
    const typed = typedNow.current;
    const chosen = photosNow.current;
    const problems = checkGuest(typed.values, chosen, needs, typed.codes);
    if (Object.keys(problems).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(problems).map(([name, problem]) => [
            name,
            intl.formatMessage(PROBLEM_TEXTS[problem]),
          ]),
        ),
      );
      setFailure(intl.formatMessage(m.formSubmittedError));
      return;
    }
    setProgress(0);
    try {
      await createGuestWithPhotos(guestBody(typed.values, typed.codes), chosen, {
        onUploadProgress: ({ progress: done }) =>
          setProgress(Math.round(Math.min(1, done ?? 0) * 100)),
      });
      onRegistered();
    } catch (error) {
      console.error('Guest registration failed', error);
      // What the guest typed and chose stays: a retry needs no retyping.
      setErrors(byField(serverFieldErrors(error, intl)));
      setFailure(serverGeneralError(error, intl) ?? intl.formatMessage(m.formSubmittedError));
      setProgress(undefined);
    }
  };

  const text = ({ field, label, auto }: (typeof TEXTS)[number]) => (
    <TextInput
      key={field}
      label={intl.formatMessage(label)}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={errors[field]}
      required={required.has(field)}
      autoComplete={auto}
    />
  );
  const birthDate = values.date_of_birth.trim();
  const place = (
    field: PlaceName,
    label: MessageDescriptor,
    search: { kind?: 'state'; date?: string },
  ) => (
    <PlaceField
      label={intl.formatMessage(label)}
      hint={search.kind ? undefined : intl.formatMessage(m.placeHint)}
      kind={search.kind}
      date={search.date}
      value={{ name: values[field], code: codes[field] }}
      onChange={({ name, code }) => setPlace(field, name, code)}
      error={errors[field]}
      required={required.has(field)}
      disabled={sending}
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
      onPreparing={trackPreparation}
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
        {/* Below the date of birth: only the comuni that existed that day are offered. */}
        {place('place_of_birth', m.placeOfBirth, {
          date: isIsoDate(birthDate) ? birthDate : undefined,
        })}
        {place('citizenship', m.citizenship, { kind: 'state' })}
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
        {text({ field: 'document_number', label: m.documentNumber })}
        {place('place_of_issue', m.placeOfIssue, {})}
        {photo('document_photo', m.photoFront)}
        {photo('document_photo_back', m.photoBack)}
        {sending || waiting ? (
          <Stack align="center">
            <Spinner label={intl.formatMessage(sending ? m.sending : m.preparing)} />
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
