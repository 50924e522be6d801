import { Stack } from '@soglia/ui-kit';
import { EventsToDecide } from './EventsToDecide';
import { ExportPanel } from './ExportPanel';
import { FeedsPanel } from './FeedsPanel';
import type { CalendarScope } from './scope';

/**
 * The calendars of an apartment (its Calendari tab) or of one room (its modal): the channels'
 * feeds, the periods to decide, Soglia's own calendar.
 */
export function CalendarsView(scope: CalendarScope) {
  return (
    <Stack gap="xxl">
      <FeedsPanel {...scope} />
      <EventsToDecide {...scope} />
      <ExportPanel {...scope} />
    </Stack>
  );
}
