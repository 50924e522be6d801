import { defineMessages } from 'react-intl';

export const contactsMessages = defineMessages({
  title: { id: 'guest.contacts.title', defaultMessage: 'Host contacts' },
  phone: { id: 'guest.contacts.phone', defaultMessage: 'Phone' },
  whatsapp: { id: 'guest.contacts.whatsapp', defaultMessage: 'Chat on WhatsApp' },
  email: { id: 'guest.contacts.email', defaultMessage: 'Email' },
  address: { id: 'guest.contacts.address', defaultMessage: 'Address' },
  openMaps: { id: 'guest.contacts.openMaps', defaultMessage: 'Open in Maps' },
  empty: { id: 'guest.contacts.empty', defaultMessage: 'No contact details available.' },
});
