import { screen, within } from '@testing-library/react';
import { setUnauthorizedHandler, type InfoEntry } from '@soglia/api-client';
import {
  makeGuidebook,
  makeInfo,
  startApiServer,
  type ApiServer,
  type Reply,
} from '@soglia/api-client/testing';
import { GuidebookCacheProvider } from '../../shared/guidebookCache';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { GuidebookSection, type GuidebookSectionProps } from './GuidebookSection';

const INFOS = 'GET /api/apartment-info/';
let api: ApiServer;
let reply: (language: string | null) => Reply;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({ [INFOS]: (req) => reply(req.query.get('language')) });
});
afterAll(() => api.close());
beforeEach(() => {
  reply = (language) => ({ status: 200, body: makeGuidebook(language === 'de' ? 'de' : 'it') });
  api.requests.length = 0;
});

const show = (props: GuidebookSectionProps, language: 'it' | 'de' | 'en' = 'it') =>
  renderWithProviders(
    <GuidebookCacheProvider>
      <GuidebookSection {...props} />
    </GuidebookCacheProvider>,
    { language },
  );

const articleTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);

describe('GuidebookSection', () => {
  it('general: three groups with their articles, asked in the guest’s language', async () => {
    show({ section: 'general' });
    const general = await screen.findByRole('region', { name: 'Informazioni generali' });
    expect(articleTitles(general)).toEqual(['Wi-Fi e raccolta differenziata', 'Check-out']);
    expect(articleTitles(screen.getByRole('region', { name: 'Servizi' }))).toEqual([
      'Farmacia Trastevere',
    ]);
    expect(articleTitles(screen.getByRole('region', { name: 'Cosa visitare' }))).toEqual([
      'Basilica di Santa Maria in Trastevere',
    ]);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Informazioni generali', 'Servizi', 'Cosa visitare']);
    expect(api.requests.map((req) => req.query.get('language'))).toEqual(['it']);
  });

  it('Open in Maps only on articles with a link, in a new tab without opener', async () => {
    show({ section: 'general' });
    const pharmacy = await screen.findByRole('article', { name: 'Farmacia Trastevere' });
    const link = within(pharmacy).getByRole('link', { name: 'Apri in Maps' });
    expect(link).toHaveAttribute('href', 'https://maps.app.goo.gl/Farmacia');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAccessibleDescription('Farmacia Trastevere (si apre in una nuova scheda)');
    const wifi = screen.getByRole('article', { name: 'Wi-Fi e raccolta differenziata' });
    expect(within(wifi).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Apri in Maps' })).toHaveLength(2);
  });

  it('long texts: read more, then read less', async () => {
    const { user } = show({ section: 'general' });
    const checkout = await screen.findByRole('article', { name: 'Check-out' });
    expect(checkout).not.toHaveTextContent('Grazie e buon viaggio!');
    await user.click(within(checkout).getByRole('button', { name: 'Leggi di più' }));
    expect(checkout).toHaveTextContent('Grazie e buon viaggio!');
    const less = within(checkout).getByRole('button', { name: 'Leggi di meno' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(checkout).not.toHaveTextContent('Grazie e buon viaggio!');
    // A short text has no toggle.
    const wifi = screen.getByRole('article', { name: 'Wi-Fi e raccolta differenziata' });
    expect(within(wifi).queryByRole('button')).not.toBeInTheDocument();
  });

  it('parking and restaurants in German: titles translated by the host, app texts German', async () => {
    show({ section: 'restaurants' }, 'de');
    const restaurants = await screen.findByRole('region', { name: 'Essen gehen' });
    expect(articleTitles(restaurants)).toEqual(['Trattoria Da Enzo', 'Forno Trastevere']);
    expect(within(restaurants).getAllByRole('link', { name: 'In Maps öffnen' })).toHaveLength(1);
    expect(api.requests.map((req) => req.query.get('language'))).toEqual(['de']);
  });

  it('apartment: apartment articles, then only the room of the stay, with what comes before', async () => {
    show({ section: 'apartment', roomName: 'Camera Blu', before: <p>CIN IT058091C2ABCDEF12</p> });
    expect(screen.getByText('CIN IT058091C2ABCDEF12')).toBeInTheDocument();
    const apartment = await screen.findByRole('region', {
      name: 'Informazioni sull’appartamento',
    });
    expect(articleTitles(apartment)).toEqual(['Riscaldamento']);
    const room = screen.getByRole('region', { name: 'Informazioni sulla camera' });
    expect(articleTitles(room)).toEqual(['Cassaforte']);
    expect(room).toHaveTextContent('Camera: Camera Blu');
  });

  it('apartment without a matching room: every room article', async () => {
    show({ section: 'apartment', roomName: 'Suite' }, 'en');
    const room = await screen.findByRole('region', { name: 'Room information' });
    expect(articleTitles(room)).toEqual(['Cassaforte', 'Aria condizionata']);
  });

  it('shows the section’s empty text when the host wrote nothing of its types', async () => {
    reply = () => ({ status: 200, body: [makeInfo({ type: 'general' })] });
    show({ section: 'parking' }, 'de');
    expect(
      await screen.findByText('Noch keine Informationen zum Parken verfügbar.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('empty guidebook: the apartment section still shows what comes before', async () => {
    reply = () => ({ status: 200, body: [] as InfoEntry[] });
    show({ section: 'apartment', before: <p>CIN</p> }, 'en');
    expect(
      await screen.findByText('No information about the apartment or the room available yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText('CIN')).toBeInTheDocument();
  });

  it('a spinner while loading; on failure a message and a retry that asks again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      reply = () => ({ status: 503, body: { detail: 'Busy.' } });
      const { user } = show({ section: 'general' }, 'en');
      expect(screen.getByRole('status')).toHaveTextContent('Loading the information…');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'We could not load this information.',
      );
      expect(consoleError).toHaveBeenCalled();
      reply = () => ({ status: 200, body: makeGuidebook() });
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('region', { name: 'General Information' })).toBeVisible();
      expect(api.calls()).toEqual([INFOS, INFOS]);
    } finally {
      consoleError.mockRestore();
    }
  });
});
