import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { setUnauthorizedHandler } from '@soglia/api-client';
import { App } from './App';
import {
  makeGuestProfile,
  makeGuidebook,
  startApiServer,
  type ApiServer,
} from '@soglia/api-client/testing';

let api: ApiServer;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/checkin-profiles-guest/': () => ({ status: 200, body: [makeGuestProfile()] }),
    'GET /api/apartment-info/': () => ({ status: 200, body: makeGuidebook() }),
  });
});
afterAll(() => api.close());

const violations = async (container: HTMLElement) =>
  (await axe(container)).violations.map((v) => `${v.id}: ${v.help}`);

it('the guest dashboard has no axe violations', async () => {
  const { container } = render(<App language="fr" onLanguageChange={() => {}} />, {
    wrapper: SogliaThemeProvider,
  });
  await screen.findByRole('region', { name: 'Arrivée' });
  expect(await violations(container)).toEqual([]);
});

it.each([
  ['general', 'Lieux à visiter'],
  ['apartment', 'Informations sur la chambre'],
])('the %s section has no axe violations', async (section, region) => {
  const { container } = render(
    <App language="fr" onLanguageChange={() => {}} initialSection={section} />,
    { wrapper: SogliaThemeProvider },
  );
  await screen.findByRole('region', { name: region });
  expect(await violations(container)).toEqual([]);
});
