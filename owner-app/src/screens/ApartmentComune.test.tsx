import { configure, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { routePatterns } from '../shared/routing';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/renderWithProviders';
import { structuresServerPerTest } from '../testing/structuresServer';
import { ApartmentDetailScreen } from './ApartmentDetailScreen';
import { ApartmentsScreen } from './ApartmentsScreen';

// The places search waits for a pause in the typing, then asks the API: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The apartment's comune, chosen from the Alloggiati list, and the CIN whose ISTAT digits must be
// that comune's (checkCin, the server's check, with its Italian messages).

const server = structuresServerPerTest();

const openDetail = () =>
  renderWithProviders(
    <Switch>
      <Route path={routePatterns.apartment} component={ApartmentDetailScreen} />
    </Switch>,
    { route: '/apartments/1/structure' },
  );
const writes = () => server.api.requests.filter((req) => req.method !== 'GET');
const MISMATCH = "Le cifre del comune nel CIN non corrispondono al comune dell'appartamento.";

describe("the apartment's comune and CIN", () => {
  it('shows the comune on the Struttura tab', async () => {
    openDetail();
    const details = await screen.findByText('Comune');
    expect(details.nextElementSibling).toHaveTextContent('Roma (RM)');
  });

  it('a comune whose digits are not in the CIN is refused before saving; a matching CIN saves', async () => {
    const { user } = openDetail();
    await user.click(await screen.findByRole('button', { name: 'Modifica Struttura' }));
    const form = await screen.findByRole('dialog', { name: 'Modifica Struttura' });
    const comune = within(form).getByRole('combobox', { name: /^Comune/ });
    expect(comune).toHaveValue('Roma (RM)');
    await user.click(within(form).getByRole('button', { name: 'Cancella' }));
    await user.type(comune, 'mila');
    await user.click(await within(form).findByRole('option', { name: 'Milano (MI) Comune' }));
    await user.click(within(form).getByRole('button', { name: 'Salva' }));

    const cin = within(form).getByRole('textbox', { name: /^CIN/ });
    await waitFor(() => expect(cin).toHaveAccessibleDescription(new RegExp(MISMATCH)));
    expect(cin).toHaveFocus();
    expect(writes()).toEqual([]);
    // The comuni valid today (an apartment is where a comune is now).
    const search = server.api.requests.find((req) => req.path === '/api/places/')!;
    expect(Object.fromEntries(search.query)).toMatchObject({ q: 'mila', kind: 'comune' });
    expect(search.query.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.clear(cin);
    await fill(user, cin, 'IT015146C2ABCDEF12');
    expect(cin).not.toHaveAccessibleDescription(new RegExp(MISMATCH));
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(JSON.parse(writes()[0].body)).toMatchObject({
      comune_code: '403015146',
      CIN: 'IT015146C2ABCDEF12',
    });
    const term = await screen.findByText('Comune');
    await waitFor(() => expect(term.nextElementSibling).toHaveTextContent('Milano (MI)'));
  });

  it('choosing the comune again checks the CIN again', async () => {
    const { user } = openDetail();
    await user.click(await screen.findByRole('button', { name: 'Modifica Struttura' }));
    const form = await screen.findByRole('dialog', { name: 'Modifica Struttura' });
    const comune = within(form).getByRole('combobox', { name: /^Comune/ });
    await user.clear(comune);
    await user.type(comune, 'bolo');
    await user.click(await within(form).findByRole('option', { name: 'Bologna (BO) Comune' }));
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    const cin = within(form).getByRole('textbox', { name: /^CIN/ });
    await waitFor(() => expect(cin).toHaveAccessibleDescription(new RegExp(MISMATCH)));

    await user.click(within(form).getByRole('button', { name: 'Cancella' }));
    await user.type(comune, 'roma');
    await user.click(await within(form).findByRole('option', { name: 'Roma (RM) Comune' }));
    await waitFor(() => expect(cin).not.toHaveAccessibleDescription(new RegExp(MISMATCH)));
  });

  it("'Crea Struttura' checks the CIN's format, with or without a comune", async () => {
    const { user } = renderWithProviders(<ApartmentsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Crea Struttura' }));
    const form = await screen.findByRole('dialog', { name: 'Crea Struttura' });
    await fill(user, within(form).getByRole('textbox', { name: /^Nome/ }), 'Villa Aurelia');
    await fill(user, within(form).getByRole('textbox', { name: /^Indirizzo/ }), 'Via Aurelia 8');
    const cin = within(form).getByRole('textbox', { name: /^CIN/ });
    await fill(user, cin, 'IT58091AURELIA');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(cin).toHaveAccessibleDescription(
        /Il CIN non è nel formato corretto \(es\. IT058091C2ABCDEF12\)\./,
      ),
    );
    expect(writes()).toEqual([]);

    await user.clear(cin);
    await fill(user, cin, 'IT058091C2AURE0008');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(JSON.parse(writes()[0].body)).toMatchObject({
      comune_code: '',
      CIN: 'IT058091C2AURE0008',
    });
  });

  it("shows the server's comune error under the comune", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.override = (req) =>
      req.method === 'PUT'
        ? {
            status: 400,
            body: {
              comune_code: ['Codice del luogo sconosciuto: scegliere il luogo dall’elenco.'],
            },
          }
        : undefined;
    const { user } = openDetail();
    await user.click(await screen.findByRole('button', { name: 'Modifica Struttura' }));
    const form = await screen.findByRole('dialog', { name: 'Modifica Struttura' });
    await fill(user, within(form).getByRole('textbox', { name: /^Telefono/ }), '1');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /^Comune/ })).toHaveAccessibleDescription(
        /Codice del luogo sconosciuto/,
      ),
    );
  });
});
