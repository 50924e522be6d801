import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  Heading,
  Modal,
  Spinner,
  Stack,
  Switch,
  Text,
} from '@soglia/ui-kit';
import type { AlloggiatiApartmentSettings, AlloggiatiSettings } from '@soglia/api-client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSubmit } from '../../shared/form';
import { AccountForm } from './AccountForm';
import { accountMessages as m } from './accountMessages';
import {
  alloggiatiAccountDeleted,
  alloggiatiAutoSendChanged,
  alloggiatiKeys,
  alloggiatiSettingsRequested,
  selectAlloggiatiRequests,
  selectAlloggiatiSettings,
  type AccountTarget,
} from './alloggiatiSlice';
import { failureText } from './failure';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

function SetBadge({ set }: { set: boolean }) {
  const intl = useIntl();
  return (
    <Badge tone={set ? 'success' : 'warning'}>{intl.formatMessage(set ? m.set : m.notSet)}</Badge>
  );
}

interface ApartmentsProps {
  settings: AlloggiatiSettings;
  onEdit: (apartment: AlloggiatiApartmentSettings) => void;
}

function Apartments({ settings, onEdit }: ApartmentsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const run = useSubmit();
  const requests = useAppSelector(selectAlloggiatiRequests);
  const mainSet = settings.account.user !== '';

  const toggle = (apartment: AlloggiatiApartmentSettings, autoSend: boolean) =>
    run(
      () => dispatch(alloggiatiAutoSendChanged({ apartmentId: apartment.id, autoSend })).unwrap(),
      {
        succeeded: t(autoSend ? m.autoSendOn : m.autoSendOff, { name: apartment.name }),
        failed: (failure) => failureText(failure, t(m.autoSendFailed)),
      },
    );

  if (settings.apartments.length === 0) return <Text tone="muted">{t(m.noApartments)}</Text>;
  return (
    <List aria-label={t(m.apartmentsTitle)}>
      {settings.apartments.map((apartment) => {
        const own = apartment.account !== null && apartment.account.user !== '';
        return (
          <Card as="li" key={apartment.id} aria-label={apartment.name}>
            <Heading level={3}>{apartment.name}</Heading>
            <Switch
              label={t(m.autoSend)}
              yesLabel={t(m.on)}
              noLabel={t(m.off)}
              checked={apartment.auto_send}
              disabled={requests[alloggiatiKeys.autoSend(apartment.id)]?.status === 'pending'}
              onChange={(on) => void toggle(apartment, on)}
            />
            <Stack direction="row" align="center" justify="between" gap="sm" wrap>
              <Text tone={own || mainSet ? 'muted' : 'default'}>
                {own && apartment.account
                  ? t(m.ownAccount, { user: apartment.account.user })
                  : t(mainSet ? m.usesMain : m.noAccountAtAll)}
              </Text>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t(own ? m.editOwn : m.setOwn, { name: apartment.name })}
                onClick={() => onEdit(apartment)}
              >
                {t(own ? m.editOwnShort : m.setOwnShort)}
              </Button>
            </Stack>
          </Card>
        );
      })}
    </List>
  );
}

/**
 * 'Account': the main account's form, and per apartment automatic sending and its own account
 * (the screen loads the settings: useAlloggiatiSettings).
 */
export function AccountSettings() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const run = useSubmit();
  const settings = useAppSelector(selectAlloggiatiSettings);
  const requests = useAppSelector(selectAlloggiatiRequests);
  const request = requests[alloggiatiKeys.settings];
  const reload = () => void dispatch(alloggiatiSettingsRequested());
  const [editing, setEditing] = useState<number | null>(null);
  // Elimina asks first; the apartment's modal hides meanwhile, so one dialog shows at a time.
  const [deleting, setDeleting] = useState<AccountTarget | null>(null);
  const apartment = settings?.apartments.find((item) => item.id === editing);

  if (!settings) {
    return request?.status === 'failed' ? (
      <ErrorState title={t(m.failed)} actionLabel={t(m.retry)} onAction={reload} />
    ) : (
      <Stack align="center" padding="xxl">
        <Spinner size="lg" label={t(m.loading)} />
      </Stack>
    );
  }

  const remove = async (target: AccountTarget) => {
    await run(() => dispatch(alloggiatiAccountDeleted(target)).unwrap(), {
      succeeded: t(m.deleted),
      failed: (failure) => failureText(failure, t(m.deleteFailed)),
      onSuccess: () => setEditing(null),
    });
    setDeleting(null);
  };

  const { account } = settings;
  const mainSet = account.user !== '';
  return (
    <Stack gap="xl">
      <Card as="section" aria-labelledby="alloggiati-main-account">
        <Stack gap="md">
          <Stack direction="row" align="center" justify="between" gap="sm" wrap>
            <Heading level={2} id="alloggiati-main-account">
              {t(m.mainTitle)}
            </Heading>
            <SetBadge set={mainSet} />
          </Stack>
          <Text tone="muted">{t(m.mainIntro)}</Text>
          <AccountForm
            // A new form once the stored account changes (saved, deleted): it starts from it.
            key={`${account.user}:${account.has_password}:${account.has_ws_key}`}
            account={account}
            target={{}}
            label={t(m.mainTitle)}
            onDelete={() => setDeleting({})}
          />
        </Stack>
      </Card>
      <Stack as="section" gap="md" aria-labelledby="alloggiati-apartments">
        <Heading level={2} id="alloggiati-apartments">
          {t(m.apartmentsTitle)}
        </Heading>
        <Text tone="muted">{t(m.apartmentsIntro)}</Text>
        <Apartments settings={settings} onEdit={(item) => setEditing(item.id)} />
      </Stack>
      <Modal
        open={apartment !== undefined && deleting === null}
        title={apartment ? t(m.apartmentTitle, { name: apartment.name }) : ''}
        closeLabel={t(m.close)}
        onClose={() => setEditing(null)}
      >
        {apartment ? (
          <AccountForm
            key={`${apartment.id}:${apartment.account?.user ?? ''}`}
            account={apartment.account}
            target={{ apartment: apartment.id }}
            label={t(m.apartmentTitle, { name: apartment.name })}
            onDelete={() => setDeleting({ apartment: apartment.id })}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t(m.confirmTitle)}
        message={t(deleting?.apartment === undefined ? m.confirmMain : m.confirmApartment)}
        confirmLabel={t(m.delete)}
        cancelLabel={t(m.cancel)}
        loading={
          deleting !== null &&
          requests[alloggiatiKeys.account('delete', deleting)]?.status === 'pending'
        }
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
