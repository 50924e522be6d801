import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Button,
  DateInput,
  ErrorState,
  Icon,
  Spinner,
  Stack,
  Table,
  Text,
  type TableColumn,
} from '@soglia/ui-kit';
import { downloadAlloggiatiReceipt, type AlloggiatiReceipt } from '@soglia/api-client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fieldProps } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import {
  alloggiatiKeys,
  alloggiatiReceiptsRequested,
  selectAlloggiatiReceipts,
  selectAlloggiatiRequest,
  selectApartmentNames,
} from './alloggiatiSlice';
import { blobFailure, saveBlob } from './download';
import { FetchReceiptsForm } from './FetchReceiptsForm';
import { addDays, formatDay, formatInstant, todayInRome } from './format';
import { stateMessages as sm } from './messages';
import { receiptMessages as m } from './pageMessages';
import { failureText } from './failure';

const Filter = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.pageNarrowWidth};

  ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > button {
      grid-column: 1 / -1;
    }
  }
`;

interface Range {
  from: string;
  to: string;
}

/** 'Ricevute': the stored receipts of a period (the last 30 days at first), their PDFs. */
export function ReceiptsView() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const receipts = useAppSelector(selectAlloggiatiReceipts);
  const names = useAppSelector(selectApartmentNames);
  const request = useAppSelector((state) =>
    selectAlloggiatiRequest(state, alloggiatiKeys.receipts),
  );
  const [today] = useState(todayInRome);
  const form = useForm<Range>({ defaultValues: { from: addDays(today, -30), to: today } });
  const [downloading, setDownloading] = useState<number | null>(null);

  const load = useCallback(
    ({ from, to }: Range) =>
      void dispatch(alloggiatiReceiptsRequested({ from: from || undefined, to: to || undefined })),
    [dispatch],
  );
  const show = form.handleSubmit(load);
  useEffect(() => load(form.getValues()), [load, form]);

  const download = async (receipt: AlloggiatiReceipt) => {
    setDownloading(receipt.id);
    try {
      const blob = await downloadAlloggiatiReceipt(receipt.id);
      saveBlob(blob, `ricevuta-alloggiati-${receipt.day}-${receipt.account_user}.pdf`);
    } catch (error) {
      const failure = await blobFailure(error);
      notify({ tone: 'error', message: failureText(failure, t(m.downloadFailed)) });
    } finally {
      setDownloading(null);
    }
  };

  const columns: TableColumn<AlloggiatiReceipt>[] = [
    { id: 'day', header: t(m.day), render: (row) => formatDay(row.day) },
    { id: 'account_user', header: t(m.account) },
    {
      id: 'apartment',
      header: t(m.apartment),
      render: (row) =>
        row.apartment === null ? t(m.mainAccount) : (names[row.apartment] ?? `#${row.apartment}`),
    },
    {
      id: 'fetched_at',
      header: t(m.fetchedAt),
      render: (row) => {
        const { date, time } = formatInstant(row.fetched_at);
        return `${date} ${time}`;
      },
    },
    {
      id: 'size',
      header: t(m.sizeHeader),
      align: 'end',
      render: (row) => t(m.size, { kb: Math.max(1, Math.round(row.size / 1024)) }),
    },
    {
      id: 'pdf',
      header: t(m.pdf),
      action: true,
      render: (row) => (
        <Button
          variant="secondary"
          size="sm"
          loading={downloading === row.id}
          aria-label={t(m.download, { date: formatDay(row.day), user: row.account_user })}
          onClick={() => void download(row)}
        >
          <Icon name="document" size={18} />
          {t(m.pdf)}
        </Button>
      ),
    },
  ];

  let content;
  if (request.status === 'failed') {
    content = (
      <ErrorState
        title={t(m.failed)}
        actionLabel={t(sm.retry)}
        onAction={() => load(form.getValues())}
      />
    );
  } else if (request.status !== 'succeeded' && receipts.length === 0) {
    content = (
      <Stack align="center" padding="xxl">
        <Spinner size="lg" label={t(m.loading)} />
      </Stack>
    );
  } else {
    content = (
      <Table
        caption={t(m.caption)}
        hideCaption
        responsive
        columns={columns}
        rows={receipts}
        getRowKey={(row) => row.id}
        emptyText={t(m.empty)}
      />
    );
  }

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Text tone="muted">{t(m.intro)}</Text>
        <Filter role="search" aria-label={t(m.filter)} noValidate onSubmit={(e) => void show(e)}>
          <DateInput label={t(m.from)} {...fieldProps(form, 'from')} />
          <DateInput
            label={t(m.to)}
            {...fieldProps(form, 'to', {
              validate: (value, values) =>
                !value || !values.from || value >= values.from || t(m.rangeInvalid),
            })}
          />
          <Button type="submit" variant="secondary" loading={request.status === 'pending'}>
            {t(m.show)}
          </Button>
        </Filter>
        {content}
      </Stack>
      <FetchReceiptsForm />
    </Stack>
  );
}
