import { defineMessages } from 'react-intl';

/** Texts more than one feature or screen shows. */
export const commonMessages = defineMessages({
  comingSoon: { id: 'owner.common.comingSoon', defaultMessage: 'Sezione in arrivo.' },
  back: { id: 'owner.common.back', defaultMessage: 'Indietro' },
  retry: { id: 'owner.common.retry', defaultMessage: 'Riprova' },
  loading: { id: 'owner.common.loading', defaultMessage: 'Caricamento…' },
});

/** The channels a calendar feed, and the stays it made, come from (Calendari, Accessi). */
export const channelMessages = defineMessages({
  airbnb: { id: 'owner.common.channel.airbnb', defaultMessage: 'Airbnb' },
  booking: { id: 'owner.common.channel.booking', defaultMessage: 'Booking.com' },
  vrbo: { id: 'owner.common.channel.vrbo', defaultMessage: 'Vrbo' },
  other: { id: 'owner.common.channel.other', defaultMessage: 'Altro' },
});
