import { useEffect, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  Button,
  Card,
  Heading,
  Select,
  Spinner,
  Stack,
  TextInput,
  Toast,
  durations,
} from '@soglia/ui-kit';
import {
  createGuestBillingInfo,
  readErrorCode,
  type GuestProfile,
  type PersonType,
} from '@soglia/api-client';
import {
  billingBody,
  billingFieldsOf,
  missingBillingFields,
  OPTIONAL_BILLING_FIELDS,
  type BillingField,
  type BillingValues,
} from './billingRules';
import type { CheckCode } from '@soglia/api-client/checks/messages';
import { checkMessages, checkinMessages as m, invoiceMessages } from './messages';
import { serverFieldErrors, serverGeneralError } from './serverErrors';

const LABELS: Record<BillingField, MessageDescriptor> = {
  first_name: m.firstName,
  last_name: m.lastName,
  tax_code: m.taxCode,
  company_name: m.companyName,
  vat_number: m.vatNumber,
  sdi_code: invoiceMessages.sdiCode,
  pec: invoiceMessages.pec,
  address: m.address,
  city: m.city,
  postal_code: m.postalCode,
  country: m.country,
  email: m.email,
};
const AUTOCOMPLETE: Partial<Record<BillingField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  company_name: 'organization',
  address: 'street-address',
  city: 'address-level2',
  postal_code: 'postal-code',
  country: 'country-name',
  email: 'email',
  pec: 'email',
};

export interface BillingFormProps {
  /** The stay's names: first and last name default to them. */
  defaults: { firstName: string; lastName?: string };
  /** `alreadySent`: the stay had billing data already (the form is sent once per stay). */
  onSubmitted: (patch: Partial<GuestProfile>, outcome: 'sent' | 'alreadySent') => void;
}

/** The Italian checks, downloaded on first use; if they cannot be, the server still checks. */
async function italianErrors(
  values: BillingValues,
  messageOf: (code: CheckCode) => string,
): Promise<Record<string, string>> {
  try {
    const { italianBillingErrors } = await import('./italianChecks');
    return italianBillingErrors(values, messageOf);
  } catch {
    return {};
  }
}

/** The guest's billing form (docs/product.md § The guest flow): POST /api/guest-billing-info/. */
export function BillingForm({ defaults, onSubmitted }: BillingFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState<BillingValues>({
    person_type: '',
    first_name: defaults.firstName,
    last_name: defaults.lastName ?? '',
    tax_code: '',
    company_name: '',
    vat_number: '',
    sdi_code: '',
    pec: '',
    address: '',
    city: '',
    postal_code: '',
    country: '',
    email: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!failure) return undefined;
    const timer = setTimeout(() => setFailure(null), durations.message);
    return () => clearTimeout(timer);
  }, [failure]);

  const set = (field: keyof BillingValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const labelOf = (field: string) =>
    field === 'person_type'
      ? intl.formatMessage(m.personType)
      : field in LABELS
        ? intl.formatMessage(LABELS[field as BillingField])
        : field;

  const showErrors = (found: Record<string, string>, general: string | null) => {
    setErrors(found);
    const names = Object.keys(found).map(labelOf).join(', ');
    setFailure(
      [
        general ?? intl.formatMessage(m.billingError),
        names ? intl.formatMessage(m.fixFields, { fields: names }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const missing = missingBillingFields(values);
    if (missing.length > 0) {
      const required = intl.formatMessage(m.required);
      showErrors(Object.fromEntries(missing.map((name) => [name, required])), null);
      return;
    }
    setSending(true);
    try {
      const italian = await italianErrors(values, (code) =>
        intl.formatMessage(checkMessages[code]),
      );
      if (Object.keys(italian).length > 0) {
        showErrors(italian, null);
        setSending(false);
        return;
      }
      await createGuestBillingInfo(billingBody(values));
      onSubmitted({ got_billing_info: true }, 'sent');
    } catch (error) {
      if (readErrorCode(error) === 'billing_already_sent') {
        onSubmitted({ got_billing_info: true }, 'alreadySent');
        return;
      }
      console.error('Billing submit failed', error);
      showErrors(serverFieldErrors(error, intl), serverGeneralError(error, intl));
      setSending(false);
    }
  };

  const required = true;
  return (
    <Card as="section" aria-labelledby="guest-billing-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Heading level={3} id="guest-billing-title">
            {intl.formatMessage(m.billingTitle)}
          </Heading>
          <Select
            label={intl.formatMessage(m.personType)}
            placeholder={intl.formatMessage(m.choose)}
            options={[
              { value: 'individual', label: intl.formatMessage(m.individual) },
              { value: 'company', label: intl.formatMessage(m.company) },
            ]}
            value={values.person_type}
            onChange={(event) => set('person_type', event.target.value as PersonType)}
            error={errors.person_type}
            required={required}
          />
          {billingFieldsOf(values.person_type).map((field) => (
            <TextInput
              key={field}
              label={intl.formatMessage(LABELS[field])}
              value={values[field]}
              onChange={(event) => set(field, event.target.value)}
              error={errors[field]}
              required={!OPTIONAL_BILLING_FIELDS.has(field)}
              hint={
                field === 'sdi_code' ? intl.formatMessage(invoiceMessages.invoiceHint) : undefined
              }
              type={field === 'email' || field === 'pec' ? 'email' : 'text'}
              autoComplete={AUTOCOMPLETE[field]}
            />
          ))}
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
    </Card>
  );
}
