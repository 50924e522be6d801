import { screen, within } from '@testing-library/react';
import { setUnauthorizedHandler, type Stay } from '@soglia/api-client';
import { detailBody, startApiServer, type ApiServer, type Reply } from '@soglia/api-client/testing';
import { OwnerDashboard } from '../app/OwnerDashboard';
import { renderWithProviders } from '../testing/renderWithProviders';
import { makeWeekOfStays, MARCH_WEEK } from '../testing/stays';

jest.setTimeout(20_000);

let api: ApiServer;
let stays: Stay[];
let identify: (body: string) => Reply;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  window.scrollTo = () => {};
  api = await startApiServer({
    'GET /api/owner-checkin-details/': () => ({ status: 200, body: stays }),
    'POST /api/identification/stays/30/in-person/': (req) => identify(req.body),
  });
});
afterAll(() => api.close());

const IDENTIFIED_AT = '2026-03-05T14:20:00.000Z';
beforeEach(() => {
  api.requests.length = 0;
  stays = makeWeekOfStays().map((stay) => ({ ...stay, identification_required: true }));
  identify = () => ({
    status: 200,
    body: { profile_id: 30, identified_at: IDENTIFIED_AT, method: 'in_person', guests: [] },
  });
});

const range = `?from=${MARCH_WEEK.from}&to=${MARCH_WEEK.to}`;
const openStay = async (id = 30) => {
  const rendered = renderWithProviders(<OwnerDashboard />, { route: `/stays/${id}${range}` });
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, section: () => screen.getByRole('region', { name: 'Identificazione' }) };
};

describe('identifying a stay', () => {
  it('shows "Da identificare" and identifies the registered guests in person once confirmed', async () => {
    const { user, section } = await openStay();
    expect(within(section()).getByText('Da identificare')).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Identificati di persona' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Identificati di persona' });
    expect(dialog).toHaveTextContent('Giulia Rossi, Marco Rossi, Sofia Rossi');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(
      await screen.findByText('Ospiti identificati di persona: ora vedono le porte.'),
    ).toBeVisible();
    expect(within(section()).getByText('Identificato di persona')).toBeInTheDocument();
    expect(within(section()).getByText('il 05/03/2026 15:20')).toBeInTheDocument();
    expect(
      within(section()).queryByRole('button', { name: 'Identificati di persona' }),
    ).not.toBeInTheDocument();
    const sent = api.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(sent!.body)).toEqual({ guests: [40, 41, 42] });
  });

  it('lists who is identified and who is still to be identified, guest by guest', async () => {
    stays = stays.map((stay) =>
      stay.id === 30
        ? {
            ...stay,
            guests: stay.guests.map((guest, i) => ({
              ...guest,
              identification_status: (['identified', 'mismatch', null] as const)[i] ?? null,
              identified_at: i === 0 ? IDENTIFIED_AT : null,
            })),
          }
        : stay,
    );
    const { section } = await openStay();
    const guests = within(section()).getByRole('list', { name: 'Ospiti registrati' });
    expect(
      within(guests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Giulia Rossi: identificato il 05/03/2026 15:20',
      'Marco Rossi: non corrisponde al documento',
      'Sofia Rossi: da identificare',
    ]);
  });

  it('says why on screen when the server refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    identify = () => ({
      status: 409,
      body: detailBody('already_identified', 'Every guest is already identified.'),
    });
    const { user, section } = await openStay();
    await user.click(within(section()).getByRole('button', { name: 'Identificati di persona' }));
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Gli ospiti del soggiorno sono già identificati.',
    );
  });

  it('shows how and when an identified stay was identified, and nothing where none is asked', async () => {
    stays[0] = {
      ...stays[0],
      identified_at: IDENTIFIED_AT,
      identification_method: 'video_call',
    };
    stays[1] = { ...stays[1], identification_required: false };
    const { user, section } = await openStay();
    expect(within(section()).getByText('Identificato in videochiamata')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await screen.findByRole('heading', { level: 1, name: 'Luca Bianchi' });
    expect(screen.queryByRole('region', { name: 'Identificazione' })).not.toBeInTheDocument();
  });

  it('asks to register the guests first when there are none', async () => {
    const { section } = await openStay(32);
    expect(
      within(section()).getByText(
        'Nessun ospite registrato: registra gli ospiti prima di identificarli.',
      ),
    ).toBeInTheDocument();
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('puts the badge on the stay cards', async () => {
    stays[1] = { ...stays[1], identified_at: IDENTIFIED_AT, identification_method: 'in_person' };
    stays[2] = { ...stays[2], identification_required: false };
    renderWithProviders(<OwnerDashboard />, { route: `/stays${range}` });
    const list = await screen.findByRole('list', { name: 'Soggiorni trovati' });
    const [giulia, luca, chiara] = within(list).getAllByRole('listitem');
    expect(within(giulia).getByText('Da identificare')).toBeInTheDocument();
    expect(within(luca).getByText('Identificato di persona')).toBeInTheDocument();
    expect(chiara).not.toHaveTextContent(/identificat/i);
  });
});
