import { useState } from 'react';
import { configure, screen, within } from '@testing-library/react';
import type { GuestProfile } from '@soglia/api-client';
import { setUnauthorizedHandler } from '@soglia/api-client';
import {
  detailBody,
  makeGuestProfile,
  makeGuestRoom,
  startApiServer,
  type ApiServer,
  type Reply,
} from '@soglia/api-client/testing';
import { renderWithProviders } from '../testing/renderWithProviders';
import { KeysCheckin } from './KeysCheckin';

configure({ asyncUtilTimeout: 5000 });

let api: ApiServer;
let room: () => Reply | Promise<Reply>;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/guest-room/': () => room(),
    'POST /api/guest-billing-info/': () => ({
      status: 409,
      body: detailBody(
        'billing_already_sent',
        'The billing information for this stay has already been sent. To change it, contact your host.',
      ),
    }),
  });
});
afterAll(() => api.close());
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const profile = makeGuestProfile({ require_registration_form: true, guest_type: null });

describe('KeysCheckin', () => {
  it('shows the check-in forms with the room data, never above a spinner that will grow', async () => {
    let answer: (reply: Reply) => void = () => {};
    const held = new Promise<Reply>((resolve) => {
      answer = resolve;
    });
    room = () => held;
    renderWithProviders(<KeysCheckin profile={profile} onProfileUpdate={() => {}} />, {
      language: 'en',
    });
    expect(await screen.findByText('Loading your doors…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Who is travelling?' })).not.toBeInTheDocument();

    answer({
      status: 200,
      body: { missing_requirements: [{ code: 'registration_form', count: 2 }] },
    });
    expect(await screen.findByText('Still missing:')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Who is travelling?' })).toBeInTheDocument();
  });

  it('shows the forms beside the error when the room data cannot be read', async () => {
    room = () => ({ status: 500, body: {} });
    renderWithProviders(<KeysCheckin profile={profile} onProfileUpdate={() => {}} />, {
      language: 'en',
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Who is travelling?' })).toBeInTheDocument();
  });

  it('shows the forms below the doors once they are there', async () => {
    room = () => ({ status: 200, body: [makeGuestRoom()] });
    renderWithProviders(<KeysCheckin profile={profile} onProfileUpdate={() => {}} />, {
      language: 'en',
    });
    expect(await screen.findByRole('region', { name: 'Who is travelling?' })).toBeInTheDocument();
  });

  it('closes the billing step with a notice when the stay already had billing data', async () => {
    room = () => ({ status: 200, body: [makeGuestRoom()] });
    function Stateful() {
      const [current, setCurrent] = useState<GuestProfile>(
        makeGuestProfile({
          guest_type: 'famiglia',
          require_billing_info: true,
          require_registration_form: false,
          require_document_photo: false,
        }),
      );
      return (
        <KeysCheckin
          profile={current}
          onProfileUpdate={(patch) => setCurrent((p) => ({ ...p, ...patch }))}
        />
      );
    }
    const { user } = renderWithProviders(<Stateful />, { language: 'it' });
    const form = await screen.findByRole('region', { name: 'Dati di fatturazione' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Intestatario della fattura/ }),
      'individual',
    );
    const fields: [string, string][] = [
      ['Codice fiscale', 'RSSGLI90D41H501E'],
      ['Indirizzo', 'Via Roma 1'],
      ['Città', 'Roma'],
      ['CAP', '00100'],
      ['Paese', 'Italia'],
      ['Email', 'giulia@example.com'],
    ];
    for (const [label, value] of fields) {
      await user.type(within(form).getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
    }
    await user.click(within(form).getByRole('button', { name: 'Invia' }));
    expect(
      await screen.findByText(
        'I dati di fatturazione erano già stati inviati. Per modificarli, contatta l’host.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dati di fatturazione' })).not.toBeInTheDocument();
  });
});
