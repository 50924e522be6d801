import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Select, Stack, TextInput } from '@soglia/ui-kit';
import type {
  BillingInfo,
  InvoiceAddressFields,
  OwnerBillingFields,
  PersonType,
} from '@soglia/api-client';
import { CHECK_MESSAGES_IT, italianBillingIssues } from '@soglia/api-client/checks';
import { useAppDispatch } from '../../app/hooks';
import { fieldProps, FormError, FormModal, useSubmit } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import { PERSON_TYPE_LABELS } from './format';
import { FormGrid } from './GuestFields';
import { fieldMessages as f, formMessages as m } from './messages';
import { billingCreated, billingEdited } from './staysSlice';

type BillingFormValues = Omit<
  Required<OwnerBillingFields & InvoiceAddressFields>,
  'person_type'
> & {
  person_type: PersonType | '';
};

const valuesOf = (row?: BillingInfo): BillingFormValues => ({
  person_type: row?.person_type ?? 'individual',
  first_name: row?.first_name ?? '',
  last_name: row?.last_name ?? '',
  company_name: row?.company_name ?? '',
  vat_number: row?.vat_number ?? '',
  tax_code: row?.tax_code ?? '',
  address: row?.address ?? '',
  city: row?.city ?? '',
  postal_code: row?.postal_code ?? '',
  country: row?.country ?? '',
  email: row?.email ?? '',
  sdi_code: row?.sdi_code ?? '',
  pec: row?.pec ?? '',
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface BillingFormModalProps {
  stayId: number;
  /** The row to edit ('Modifica Informazioni di Fatturazione'); none to add one. */
  row?: BillingInfo;
  onClose: () => void;
}

/**
 * 'Aggiungi Dati di Fatturazione' and 'Modifica Informazioni di Fatturazione': the required
 * fields (docs/api.md § Stays with their guests and billing data) answer the same Italian
 * messages here and from the server.
 */
export function BillingFormModal({ stayId, row, onClose }: BillingFormModalProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const run = useSubmit();
  const form = useForm<BillingFormValues>({ defaultValues: valuesOf(row) });
  const { isDirty } = form.formState;
  const company = form.watch('person_type') === 'company';
  const editing = row !== undefined;

  const required = (name: keyof BillingFormValues, message: string, label: string) => (
    <TextInput
      label={label}
      required
      {...fieldProps(form, name, { validate: (v) => v.trim() !== '' || message })}
    />
  );
  const optional = (name: keyof BillingFormValues, label: string) => (
    <TextInput label={label} {...fieldProps(form, name)} />
  );

  const submit = form.handleSubmit(async (values) => {
    if (editing && !isDirty) {
      notify({ tone: 'warning', message: t(m.noChanges) });
      return;
    }
    // The Italian checks the server runs too (codice fiscale, partita IVA, CAP, SDI or PEC).
    const issues = italianBillingIssues(values, CHECK_MESSAGES_IT);
    for (const { field, message } of issues) {
      form.setError(field as keyof BillingFormValues, { type: 'italian', message });
    }
    if (issues.length > 0) return;
    const input = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, value.trim()]),
    ) as unknown as OwnerBillingFields & InvoiceAddressFields;
    await run(
      () =>
        row
          ? dispatch(billingEdited({ id: row.id, input })).unwrap()
          : dispatch(billingCreated({ ...input, checkin_profile: stayId })).unwrap(),
      {
        form,
        succeeded: t(row ? m.billingUpdated : m.billingAdded),
        // The add failure is announced when the answer has no field errors
        // (docs/product.md § Notices and errors).
        failed: (failure) =>
          editing || !failure.fieldErrors
            ? t(editing ? m.billingUpdateFailed : m.billingAddFailed)
            : null,
        duration: 'notification',
        onSuccess: () => onClose(),
      },
    );
  });

  return (
    <FormModal
      title={t(editing ? m.editBillingTitle : m.addBillingTitle)}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
    >
      <Stack gap="lg">
        <FormGrid>
          <Select
            label={t(f.personType)}
            required
            placeholder={t(f.choose)}
            options={Object.entries(PERSON_TYPE_LABELS).map(([value, label]) => ({
              value,
              label: t(label),
            }))}
            {...fieldProps(form, 'person_type', { required: t(m.personTypeRequired) })}
          />
          {optional('tax_code', t(f.taxCode))}
          {required('first_name', t(m.firstNameRequired), t(f.firstName))}
          {required('last_name', t(m.lastNameRequired), t(f.lastName))}
          {company ? optional('company_name', t(f.companyName)) : null}
          {company ? optional('vat_number', t(f.vatNumber)) : null}
          {company ? (
            <TextInput
              label={t(f.sdiCode)}
              hint={t(f.invoiceHint)}
              autoCapitalize="characters"
              {...fieldProps(form, 'sdi_code')}
            />
          ) : null}
          {company ? (
            <TextInput label={t(f.pec)} type="email" {...fieldProps(form, 'pec')} />
          ) : null}
          {required('address', t(m.addressRequired), t(f.address))}
          {required('city', t(m.cityRequired), t(f.city))}
          {required('postal_code', t(m.postalCodeRequired), t(f.postalCode))}
          {required('country', t(m.countryRequired), t(f.country))}
          <TextInput
            label={t(f.email)}
            type="email"
            required
            autoComplete="off"
            {...fieldProps(form, 'email', {
              validate: (v) => {
                if (v.trim() === '') return t(m.emailRequired);
                return EMAIL.test(v.trim()) || t(m.emailInvalid);
              },
            })}
          />
        </FormGrid>
        <FormError form={form} />
      </Stack>
    </FormModal>
  );
}
