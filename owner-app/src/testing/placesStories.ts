import { http, HttpResponse } from 'msw';
import { placesQueryOf, searchTestPlaces } from '@soglia/api-client/testing/places';

/** GET /api/places/ over a few real Alloggiati entries (Roma, Milano, Lodi, Germania…). */
export const placesAnswer = http.get('/api/places/', ({ request }) =>
  HttpResponse.json(searchTestPlaces(placesQueryOf(new URL(request.url).searchParams))),
);
