import { configure, screen } from '@testing-library/react';
import { setUnauthorizedHandler } from '@soglia/api-client';
import {
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
  api = await startApiServer({ 'GET /api/guest-room/': () => room() });
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
});
