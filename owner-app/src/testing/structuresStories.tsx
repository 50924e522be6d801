import { useState, type ReactNode } from 'react';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../app/AppProviders';
import { calendarsAnswers } from './calendarsStories';
import { placesAnswer } from './placesStories';
import { structuresSeed } from './structuresFixtures';

// Shared by the Strutture stories: the console at a URL, and msw answers for apartments, doors,
// rooms, language instructions, the device status and the calendars over the Casa Soglia seed.

export const API = {
  apartments: '/api/apartments/',
  doors: '/api/doors/',
  rooms: '/api/rooms/',
  instructions: '/api/language-instructions/',
  statuses: '/api/check-doors-status/',
} as const;

export const seed = structuresSeed();

/** The console at `path` (relative to the browser root, e.g. '/owners/apartments/1/doors'). */
export function InConsole({ path, children }: { path: string; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path }));
  return <AppProviders locationHook={location.hook}>{children}</AppProviders>;
}

const byQuery =
  <T extends object>(list: T[], param: string, field: keyof T) =>
  ({ request }: { request: Request }) => {
    const id = Number(new URL(request.url).searchParams.get(param));
    return HttpResponse.json(list.filter((item) => item[field] === id));
  };

/** A host in Rome with a Shelly remote lock: answers for every Strutture call. */
export const structures: HttpHandler[] = [
  // The CSRF cookie the client fetches before its first write.
  http.get(
    '/api/csrf/',
    () =>
      new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': 'csrftoken=story; Path=/' } }),
  ),
  http.get(API.apartments, () => HttpResponse.json(seed.apartments)),
  http.get(API.doors, byQuery(seed.doors, 'apartment', 'apartment')),
  http.get(API.rooms, byQuery(seed.rooms, 'apartment', 'apartment')),
  http.get(API.instructions, byQuery(seed.instructions, 'door_id', 'door')),
  http.get(API.statuses, () => HttpResponse.json(seed.statuses)),
  placesAnswer,
  ...calendarsAnswers(),
];

export const forever = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};

export const unavailable = () => HttpResponse.json({ detail: 'Unavailable.' }, { status: 503 });
