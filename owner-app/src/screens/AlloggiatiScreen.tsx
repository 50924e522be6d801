import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Redirect, useLocation, useParams } from 'wouter';
import { Heading, Icon, IconButton, Stack, Tabs } from '@soglia/ui-kit';
import {
  AccountSettings,
  alloggiatiPageMessages as m,
  DayFileView,
  DueList,
  ReceiptsView,
  useAlloggiatiSettings,
} from '../features/alloggiati';
import { ALLOGGIATI_TABS, isAlloggiatiTab, paths, type AlloggiatiTab } from '../shared/routing';

/**
 * Alloggiati Web at /stays/alloggiati/:tab: In scadenza, Ricevute, File del giorno, Account.
 * Each part has its own URL, so a reload keeps it and back / forward move between them.
 */
export function AlloggiatiScreen() {
  const { tab } = useParams<{ tab?: string }>();
  if (!isAlloggiatiTab(tab)) return <Redirect to={paths.alloggiati()} replace />;
  return <AlloggiatiPage tab={tab} />;
}

function AlloggiatiPage({ tab }: { tab: AlloggiatiTab }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [, navigate] = useLocation();
  // Receipts and the day file name the apartments; Account shows the settings themselves.
  useAlloggiatiSettings();

  const content: Record<AlloggiatiTab, ReactNode> = {
    due: <DueList />,
    receipts: <ReceiptsView />,
    file: <DayFileView />,
    account: <AccountSettings />,
  };

  return (
    <Stack gap="lg">
      <Stack direction="row" align="center" gap="sm">
        <IconButton
          label={t(m.back)}
          icon={<Icon name="arrowLeft" />}
          onClick={() => navigate(paths.stays)}
        />
        <Heading level={1} size="xxl">
          {t(m.heading)}
        </Heading>
      </Stack>
      <Tabs
        ariaLabel={t(m.tabs)}
        tabs={ALLOGGIATI_TABS.map((id) => ({ id, label: t(m[id]) }))}
        activeId={tab}
        onSelect={(id) => navigate(paths.alloggiati(id as AlloggiatiTab))}
      >
        {content[tab]}
      </Tabs>
    </Stack>
  );
}
