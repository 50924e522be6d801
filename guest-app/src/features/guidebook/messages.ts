import { defineMessage, defineMessages } from 'react-intl';

export const guidebookMessages = {
  room: defineMessage<{ name: string }>({
    id: 'guest.guidebook.room',
    defaultMessage: 'Room: {name}',
  }),
  ...defineMessages({
    general: { id: 'guest.guidebook.general', defaultMessage: 'General Information' },
    nearby: { id: 'guest.guidebook.nearby', defaultMessage: 'Services' },
    placesToVisit: { id: 'guest.guidebook.placesToVisit', defaultMessage: 'Places to Visit' },
    parking: { id: 'guest.guidebook.parking', defaultMessage: 'Parking' },
    restaurants: { id: 'guest.guidebook.restaurants', defaultMessage: 'Where to Eat' },
    apartmentInfo: { id: 'guest.guidebook.apartmentInfo', defaultMessage: 'Apartment information' },
    roomInfo: { id: 'guest.guidebook.roomInfo', defaultMessage: 'Room information' },
    openMaps: { id: 'guest.guidebook.openMaps', defaultMessage: 'Open in Maps' },
    newTab: { id: 'guest.guidebook.newTab', defaultMessage: '(opens in a new tab)' },
    readMore: { id: 'guest.guidebook.readMore', defaultMessage: 'Read more' },
    readLess: { id: 'guest.guidebook.readLess', defaultMessage: 'Read less' },
    loading: { id: 'guest.guidebook.loading', defaultMessage: 'Loading the information…' },
    errorTitle: {
      id: 'guest.guidebook.errorTitle',
      defaultMessage: 'We could not load this information.',
    },
    errorMessage: {
      id: 'guest.guidebook.errorMessage',
      defaultMessage: 'Please check your connection and try again.',
    },
    retry: { id: 'guest.guidebook.retry', defaultMessage: 'Try again' },
    emptyGeneral: {
      id: 'guest.guidebook.emptyGeneral',
      defaultMessage: 'No general information available yet.',
    },
    emptyParking: {
      id: 'guest.guidebook.emptyParking',
      defaultMessage: 'No parking information available yet.',
    },
    emptyRestaurants: {
      id: 'guest.guidebook.emptyRestaurants',
      defaultMessage: 'No restaurant suggestions available yet.',
    },
    emptyApartment: {
      id: 'guest.guidebook.emptyApartment',
      defaultMessage: 'No information about the apartment or the room available yet.',
    },
  }),
};
