import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon, Stack, Text } from '@soglia/ui-kit';
import type { IdentificationStay } from '@soglia/api-client';
import { formatInstant } from './format';
import { callMessages as m } from './messages';

const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warningText};
  &[data-identified] {
    background: ${({ theme }) => theme.colors.successBg};
    color: ${({ theme }) => theme.colors.successText};
  }
`;

/** Under the video, always in sight: how many guests are left, or "Soggiorno identificato". */
export function CallProgress({ stay }: { stay: IdentificationStay | null }) {
  const t = useIntl().formatMessage;
  if (!stay || stay.guests.length === 0) return null;
  const remaining = stay.guests.filter((g) => g.identification_status !== 'identified');
  return (
    <div role="status">
      {stay.identified_at ? (
        <Bar data-identified>
          <Icon name="check" />
          <Stack gap="xxs">
            <Text weight="bold">{t(m.stayIdentified)}</Text>
            <Text size="sm">{t(m.identifiedOn, { when: formatInstant(stay.identified_at) })}</Text>
          </Stack>
        </Bar>
      ) : (
        <Bar>
          <Icon name="alert" />
          <Text weight="bold">
            {t(m.remaining, { count: remaining.length, total: stay.guests.length })}
          </Text>
        </Bar>
      )}
    </div>
  );
}
