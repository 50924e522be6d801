import { useState } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { memoryLocation } from 'wouter/memory-location';
import type { Stay } from '@soglia/api-client';
import { AppProviders } from '../app/AppProviders';
import { OwnerDashboard } from '../app/OwnerDashboard';
import { idCardSvg, passportPdf } from './documentFiles';
import { MARCH_WEEK } from './stays';

// Shared by the Soggiorni stories: the console at a URL, and msw answers for the stays and
// the protected document photos.

export const STAYS_API = '/api/owner-checkin-details/';
export const range = `?from=${MARCH_WEEK.from}&to=${MARCH_WEEK.to}`;

/** The whole console at `path` (under /owners), with its own store and a memory location. */
export function ConsoleAt({ path }: { path: string }) {
  const [location] = useState(() => {
    // The photos are protected media: the console sends the host's token.
    localStorage.setItem('token', 'storybook-token');
    return memoryLocation({ path: `/owners${path}` });
  });
  return (
    <AppProviders locationHook={location.hook}>
      <OwnerDashboard />
    </AppProviders>
  );
}

export const staysAnswer = (stays: Stay[]) => http.get(STAYS_API, () => HttpResponse.json(stays));

export const staysNeverAnswer = http.get(STAYS_API, async () => {
  await delay('infinite');
  return HttpResponse.json([]);
});

export const staysFail = http.get(STAYS_API, () =>
  HttpResponse.json({ detail: 'Database unavailable.' }, { status: 503 }),
);

/** Guest 40: an ID card front and back (images); 41 and 43: a passport PDF. */
export const photoAnswers = [
  http.get('/api/media/guests/40/:side/', ({ params }) =>
    HttpResponse.text(idCardSvg(params.side === 'back' ? 'RETRO' : 'FRONTE', 'Giulia Rossi'), {
      headers: { 'Content-Type': 'image/svg+xml' },
    }),
  ),
  http.get('/api/media/guests/:id/front/', () =>
    HttpResponse.text(passportPdf('PASSAPORTO - Marco Rossi'), {
      headers: { 'Content-Type': 'application/pdf' },
    }),
  ),
];

export const photosNeverAnswer = http.get('/api/media/guests/:id/:side/', async () => {
  await delay('infinite');
  return HttpResponse.text('');
});
