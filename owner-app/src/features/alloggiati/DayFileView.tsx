import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Badge,
  Button,
  DateInput,
  EmptyState,
  ErrorState,
  Icon,
  Select,
  Spinner,
  Stack,
  Text,
} from '@soglia/ui-kit';
import { downloadAlloggiatiFile, type AlloggiatiDayStay } from '@soglia/api-client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fieldProps } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import {
  alloggiatiDayRequested,
  alloggiatiKeys,
  selectAlloggiatiDay,
  selectAlloggiatiRequest,
  selectAlloggiatiSettings,
} from './alloggiatiSlice';
import { blobFailure, saveBlob } from './download';
import { formatDay, todayInRome } from './format';
import { stateMessages as sm } from './messages';
import { fileMessages as m } from './pageMessages';
import { failureText } from './failure';

const Fields = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.pageNarrowWidth};

  ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Caution = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warningText};

  & > svg {
    flex: none;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

interface DayValues {
  date: string;
  apartment: string;
}

const toQuery = ({ date, apartment }: DayValues) => ({
  date,
  apartment: apartment ? Number(apartment) : undefined,
});

function DayStay({ stay }: { stay: AlloggiatiDayStay }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const reasons = [
    ...stay.reasons,
    ...stay.guests.map((guest) => `${guest.name}: ${guest.reasons.join('; ')}`),
  ];
  return (
    <li>
      <Stack direction="row" align="center" justify="between" gap="sm" wrap>
        <Text weight="bold">
          {stay.name} {stay.surname}
          <Text as="span" tone="muted" weight="regular">
            {' '}
            · {stay.apartment_name}
          </Text>
        </Text>
        <Badge tone={stay.ok ? 'success' : 'warning'}>
          {stay.ok ? `${t(m.ready)} · ${t(m.lines, { count: stay.lines.length })}` : t(m.excluded)}
        </Badge>
      </Stack>
      {reasons.map((reason, index) => (
        <Text key={index} size="sm">
          {reason}
        </Text>
      ))}
    </li>
  );
}

/** 'File del giorno': a day's arrivals, which of them the file holds, and the file itself. */
export function DayFileView() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const settings = useAppSelector(selectAlloggiatiSettings);
  const shown = useAppSelector(selectAlloggiatiDay);
  const request = useAppSelector((state) => selectAlloggiatiRequest(state, alloggiatiKeys.day));
  const [today] = useState(todayInRome);
  const form = useForm<DayValues>({ defaultValues: { date: today, apartment: '' } });
  const [downloading, setDownloading] = useState(false);

  const load = useCallback(
    (values: DayValues) => void dispatch(alloggiatiDayRequested(toQuery(values))),
    [dispatch],
  );
  useEffect(() => load(form.getValues()), [load, form]);

  const download = async () => {
    if (!shown) return;
    setDownloading(true);
    try {
      const blob = await downloadAlloggiatiFile(shown.query);
      const { date, apartment } = shown.query;
      saveBlob(blob, `alloggiati-${date}${apartment ? `-${apartment}` : ''}.txt`);
    } catch (error) {
      const failure = await blobFailure(error);
      notify({ tone: 'error', message: failureText(failure, t(m.downloadFailed)) });
    } finally {
      setDownloading(false);
    }
  };

  let content;
  if (request.status === 'failed') {
    content = (
      <ErrorState
        title={t(m.failed)}
        message={request.failure?.detail ?? undefined}
        actionLabel={t(sm.retry)}
        onAction={() => load(form.getValues())}
      />
    );
  } else if (!shown || request.status === 'pending') {
    content = (
      <Stack align="center" padding="xxl">
        <Spinner size="lg" label={t(m.loading)} />
      </Stack>
    );
  } else if (shown.day.stays.length === 0) {
    content = <EmptyState icon={<Icon name="calendar" size={22} />} message={t(m.empty)} />;
  } else {
    const { day } = shown;
    content = (
      <Stack gap="md">
        <Stack direction="row" align="center" justify="between" gap="md" wrap>
          <Text role="status">
            {t(m.summary, { lines: day.line_count, stays: day.stays.length })}
          </Text>
          <Button
            loading={downloading}
            disabled={day.line_count === 0}
            onClick={() => void download()}
          >
            <Icon name="document" size={18} />
            {t(m.download)}
          </Button>
        </Stack>
        <List aria-label={`${t(m.stays)} ${formatDay(day.date)}`}>
          {day.stays.map((stay) => (
            <DayStay key={stay.id} stay={stay} />
          ))}
        </List>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Text tone="muted">{t(m.intro)}</Text>
      <Caution>
        <Icon name="alert" />
        {t(m.warning)}
      </Caution>
      <Fields aria-label={t(m.form)} noValidate onSubmit={(e) => void form.handleSubmit(load)(e)}>
        <DateInput
          label={t(m.day)}
          required
          {...fieldProps(form, 'date', { required: t(m.dayRequired) })}
        />
        <Select
          label={t(m.apartment)}
          options={[
            { value: '', label: t(m.allApartments) },
            ...(settings?.apartments ?? []).map((item) => ({
              value: String(item.id),
              label: item.name,
            })),
          ]}
          {...fieldProps(form, 'apartment')}
        />
        <Button type="submit" variant="secondary">
          {t(m.show)}
        </Button>
      </Fields>
      {content}
    </Stack>
  );
}
