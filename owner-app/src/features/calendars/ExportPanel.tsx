import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ErrorState, Heading, Icon, Spinner, Stack, Text, TextInput } from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSubmit } from '../../shared/form';
import { commonMessages } from '../../shared/messages';
import { useNotify } from '../../shared/notices';
import {
  calendarExportCreated,
  calendarExportRevoked,
  calendarExportRotated,
  calendarExportsRequested,
  exportScopeKey,
  selectCalendarExportOf,
  selectCalendarExportsRequest,
} from './calendarExportsSlice';
import { exportUrl } from './format';
import { InlineConfirm } from './InlineConfirm';
import { exportMessages as m } from './messages';
import type { CalendarScope } from './scope';

type Confirming = 'rotate' | 'revoke' | null;

/**
 * Calendario di Soglia: the secret address of the apartment's (or the room's) busy periods, for
 * the channels to import, with Copia, Rigenera and Revoca (each confirmed in place), or Crea.
 */
export function ExportPanel({ apartmentId, room, headingLevel }: CalendarScope) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const run = useSubmit();
  const headingId = useId();
  const field = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [working, setWorking] = useState(false);
  const { status } = useAppSelector((state) =>
    selectCalendarExportsRequest(state, `list:${apartmentId}`),
  );
  const creating =
    useAppSelector((state) =>
      selectCalendarExportsRequest(state, exportScopeKey({ apartment: apartmentId, room })),
    ).status === 'pending';
  const current = useAppSelector((state) => selectCalendarExportOf(state, apartmentId, room));

  useEffect(() => {
    const request = dispatch(calendarExportsRequested(apartmentId));
    return () => request.abort();
  }, [apartmentId, dispatch]);

  const create = () =>
    run(() => dispatch(calendarExportCreated({ apartment: apartmentId, room })).unwrap(), {
      succeeded: t(m.created),
      failed: (failure) => failure.detail ?? t(m.createFailed),
    });

  const confirm = async () => {
    if (!current || !confirming) return;
    setWorking(true);
    await run<unknown>(
      () =>
        confirming === 'rotate'
          ? dispatch(calendarExportRotated(current.id)).unwrap()
          : dispatch(calendarExportRevoked(current.id)).unwrap(),
      {
        succeeded: t(confirming === 'rotate' ? m.rotated : m.revoked),
        failed: t(confirming === 'rotate' ? m.rotateFailed : m.revokeFailed),
      },
    );
    setWorking(false);
    setConfirming(null);
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ tone: 'success', message: t(m.copied) });
    } catch {
      notify({ tone: 'warning', message: t(m.copyFailed) });
      const input = field.current?.querySelector('input');
      input?.focus();
      input?.select();
    }
  };

  let content;
  if (current) {
    const url = exportUrl(current.path);
    content = (
      <Stack gap="md">
        <div ref={field}>
          <TextInput
            label={t(m.url)}
            hint={t(m.urlHint)}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        {confirming ? (
          <InlineConfirm
            label={t(confirming === 'rotate' ? m.rotate : m.revoke)}
            message={t(confirming === 'rotate' ? m.confirmRotate : m.confirmRevoke)}
            confirmLabel={t(confirming === 'rotate' ? m.rotate : m.revoke)}
            cancelLabel={t(m.cancel)}
            loading={working}
            onConfirm={() => void confirm()}
            onCancel={() => setConfirming(null)}
          />
        ) : (
          <Stack direction="row" gap="sm" justify="end" wrap>
            <Button variant="secondary" onClick={() => setConfirming('revoke')}>
              {t(m.revoke)}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming('rotate')}>
              {t(m.rotate)}
            </Button>
            <Button onClick={() => void copy(url)}>{t(m.copy)}</Button>
          </Stack>
        )}
      </Stack>
    );
  } else if (status === 'failed') {
    content = (
      <ErrorState
        title={t(m.failed)}
        actionLabel={t(commonMessages.retry)}
        onAction={() => void dispatch(calendarExportsRequested(apartmentId))}
      />
    );
  } else if (status !== 'succeeded') {
    content = (
      <Stack align="center" padding="lg">
        <Spinner label={t(m.loading)} />
      </Stack>
    );
  } else {
    content = (
      <Stack direction="row" gap="md" align="center" justify="between" wrap>
        <Text>{t(m.none)}</Text>
        <Button loading={creating} onClick={() => void create()}>
          <Icon name="plus" size={18} />
          {t(m.create)}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {t(m.heading)}
      </Heading>
      <Text tone="muted">{t(m.intro)}</Text>
      {content}
    </Stack>
  );
}
