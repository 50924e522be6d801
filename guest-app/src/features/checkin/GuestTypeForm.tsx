import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Card, Heading, Select, Stack } from '@soglia/ui-kit';
import { updateGuestType, type GuestProfile, type GuestType } from '@soglia/api-client';
import { checkinMessages as m } from './messages';

const TYPES: { value: GuestType; label: MessageDescriptor }[] = [
  { value: 'ospite singolo', label: m.guestTypeSingle },
  { value: 'famiglia', label: m.guestTypeFamily },
  { value: 'gruppo', label: m.guestTypeGroup },
];

const isGuestType = (value: string): value is GuestType => TYPES.some((t) => t.value === value);

export interface GuestTypeFormProps {
  profileId: number;
  onUpdated: (patch: Partial<GuestProfile>) => void;
}

/**
 * Shown while the profile has no guest_type (docs/product.md § The guest flow); failures are only
 * logged (docs/product.md § Notices and errors).
 */
export function GuestTypeForm({ profileId, onUpdated }: GuestTypeFormProps) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!isGuestType(value) || sending) return;
    setSending(true);
    try {
      const updated = await updateGuestType(profileId, { guest_type: value });
      onUpdated({ guest_type: updated?.guest_type ?? value });
    } catch (error) {
      console.error('Guest type update failed', error);
    } finally {
      setSending(false);
    }
  };

  const requiredText = intl.formatMessage(m.guestTypeRequired);
  return (
    <Card as="section" aria-labelledby="guest-type-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Heading level={3} id="guest-type-title">
            {intl.formatMessage(m.guestTypeTitle)}
          </Heading>
          <Select
            label={intl.formatMessage(m.guestType)}
            placeholder={intl.formatMessage(m.choose)}
            options={TYPES.map((t) => ({ value: t.value, label: intl.formatMessage(t.label) }))}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            required
            // Until a type is chosen the message says the field is required.
            hint={!value && !tried ? requiredText : undefined}
            error={!value && tried ? requiredText : undefined}
          />
          <Button type="submit" loading={sending}>
            {intl.formatMessage(m.submit)}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
