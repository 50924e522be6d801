import { useIntl } from 'react-intl';
import { Button, Stack, Text } from '@soglia/ui-kit';
import { useCallControlsContext } from './callControls';
import { ringMessages as m } from './messages';

/** "Attiva notifiche" while the browser has not been asked yet; nothing once it answered. */
export function NotificationsOffer() {
  const t = useIntl().formatMessage;
  const { notifications, enableNotifications } = useCallControlsContext();
  if (notifications !== 'default') return null;
  return (
    <Stack gap="xs" align="start">
      <Button variant="ghost" size="sm" onClick={enableNotifications}>
        {t(m.enableNotifications)}
      </Button>
      <Text tone="muted" size="sm">
        {t(m.notificationsHint)}
      </Text>
    </Stack>
  );
}
