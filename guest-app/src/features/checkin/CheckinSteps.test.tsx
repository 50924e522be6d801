import { configure, screen, waitFor, within } from '@testing-library/react';
import { setUnauthorizedHandler, type GuestProfile } from '@soglia/api-client';
import {
  detailBody,
  fieldErrorsBody,
  makeGuestProfile,
  placesQueryOf,
  searchTestPlaces,
  startApiServer,
  type ApiServer,
  type Reply,
} from '@soglia/api-client/testing';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CheckinSteps, type CheckinUpdate } from './CheckinSteps';

// The places search waits for a pause in the typing, then asks the API: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

let api: ApiServer;
let billing: () => Reply;
let registration: () => Reply;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'PATCH /api/update-guest-type/7/': (req) => ({
      status: 200,
      body: makeGuestProfile({ guest_type: JSON.parse(req.body).guest_type }),
    }),
    'POST /api/guest-billing-info/': () => billing(),
    'POST /api/guests-registration/': () => registration(),
    'GET /api/places/': (req) => ({
      status: 200,
      body: searchTestPlaces(placesQueryOf(req.query)),
    }),
  });
});
afterAll(() => api.close());
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  api.requests.length = 0;
  billing = () => ({ status: 201, body: { id: 1, got_billing_info: true } });
  registration = () => ({ status: 201, body: { id: 9 } });
});
afterEach(() => consoleError.mockRestore());

const passThrough = (file: File) => Promise.resolve(file);

function renderSteps(profile: Partial<GuestProfile>, language: 'it' | 'en' | 'de' = 'en') {
  const updates: CheckinUpdate[] = [];
  const view = renderWithProviders(
    <CheckinSteps
      profile={makeGuestProfile(profile)}
      prepareFile={passThrough}
      onUpdate={(update) => updates.push(update)}
    />,
    { language },
  );
  return { ...view, updates };
}

describe('guest type', () => {
  it('says the field is required until chosen, then sends it', async () => {
    const { user, updates } = renderSteps({
      require_registration_form: false,
      require_document_photo: false,
    });
    const form = screen.getByRole('region', { name: 'Who is travelling?' });
    expect(within(form).getByText('The Guest Type field is required.')).toBeInTheDocument();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Guest type/ }),
      'famiglia',
    );
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(updates).toEqual([{ patch: { guest_type: 'famiglia' }, form: 'guestType' }]),
    );
    expect(JSON.parse(api.requests[api.requests.length - 1].body)).toEqual({
      guest_type: 'famiglia',
    });
  });
});

describe('billing', () => {
  const billingOnly = {
    guest_type: 'famiglia' as const,
    require_billing_info: true,
    require_registration_form: false,
    require_document_photo: false,
  };

  it('shows the fields of the person type, defaults the names, requires every field', async () => {
    const { user } = renderSteps(billingOnly, 'de');
    const form = screen.getByRole('region', { name: 'Rechnungsdaten' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Rechnung an/ }),
      'company',
    );
    expect(within(form).getByRole('textbox', { name: /Firmenname/ })).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: /Vorname/ })).not.toBeInTheDocument();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Rechnung an/ }),
      'individual',
    );
    expect(within(form).getByRole('textbox', { name: /Vorname/ })).toHaveValue('Giulia');
    expect(within(form).getByRole('textbox', { name: /Nachname/ })).toHaveValue('Rossi');
    await user.click(within(form).getByRole('button', { name: 'Absenden' }));
    expect(within(form).getAllByText('Dieses Feld ist erforderlich.')).toHaveLength(6);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Fehler beim Senden der Rechnungsdaten. Bitte versuchen Sie es erneut.',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('checks Italian tax data before sending, in the guest language', async () => {
    const { user } = renderSteps(billingOnly, 'de');
    const form = screen.getByRole('region', { name: 'Rechnungsdaten' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Rechnung an/ }),
      'company',
    );
    const fields: Record<string, string> = {
      Firmenname: 'Soglia Srl',
      'USt-IdNr': '01234567890',
      Adresse: 'Via Roma 1',
      Stadt: 'Roma',
      Postleitzahl: '0010',
      Land: 'Italia',
      'E-Mail': 'conti@soglia.it',
    };
    for (const [label, value] of Object.entries(fields)) {
      await user.type(within(form).getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
    }
    await user.click(within(form).getByRole('button', { name: 'Absenden' }));
    expect(
      await within(form).findByText(
        'Die USt-IdNr. (partita IVA) ist ungültig: Den Amtscode gibt es nicht.',
      ),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Ein italienisches Unternehmen braucht einen SDI-Code oder eine PEC-Adresse.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('Die Postleitzahl (CAP) muss 5 Ziffern haben.')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('shows server field errors per field and combined, then succeeds', async () => {
    billing = () => ({
      status: 400,
      body: fieldErrorsBody({ email: [['invalid_email', 'Enter a valid email address.']] }),
    });
    const { user, updates } = renderSteps(billingOnly);
    const form = screen.getByRole('region', { name: 'Billing information' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Invoice to/ }), 'company');
    const fields: Record<string, string> = {
      'Company name': 'Soglia Srl',
      'VAT number': 'IT01234560017',
      'SDI code': 'M5UXCR1',
      Address: 'Via Roma 1',
      City: 'Roma',
      'Postal code': '00100',
      Country: 'Italia',
      Email: 'not-an-email',
    };
    for (const [label, value] of Object.entries(fields)) {
      await user.type(within(form).getByRole('textbox', { name: new RegExp(label) }), value);
    }
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Error submitting billing information. Please try again. Please check the highlighted fields: Email.',
    );
    const sent = JSON.parse(api.requests[api.requests.length - 1].body);
    expect(sent).toEqual({
      person_type: 'company',
      company_name: 'Soglia Srl',
      vat_number: 'IT01234560017',
      sdi_code: 'M5UXCR1',
      address: 'Via Roma 1',
      city: 'Roma',
      postal_code: '00100',
      country: 'Italia',
      email: 'not-an-email',
    });
    billing = () => ({ status: 201, body: { id: 1, got_billing_info: true } });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(updates).toEqual([{ patch: { got_billing_info: true }, form: 'billing' }]),
    );
  });
});

describe('billing already sent', () => {
  it('marks the step done when the server says the stay already has billing data', async () => {
    billing = () => ({
      status: 409,
      body: detailBody(
        'billing_already_sent',
        'The billing information for this stay has already been sent. To change it, contact your host.',
      ),
    });
    const { user, updates } = renderSteps({
      guest_type: 'famiglia',
      require_billing_info: true,
      require_registration_form: false,
      require_document_photo: false,
    });
    const form = screen.getByRole('region', { name: 'Billing information' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Invoice to/ }),
      'individual',
    );
    const fields: Record<string, string> = {
      'Tax code': 'RSSGLI90D41H501E',
      Address: 'Via Roma 1',
      City: 'Roma',
      'Postal code': '00100',
      Country: 'Italia',
      Email: 'giulia@example.com',
    };
    for (const [label, value] of Object.entries(fields)) {
      await user.type(within(form).getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
    }
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(updates).toEqual([{ patch: { got_billing_info: true }, form: 'billingAlreadySent' }]),
    );
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('guest registration', () => {
  const registering = { guest_type: 'gruppo' as const, guest_number: 3, registered_guests: 1 };

  it('shows one step per guest and the heading of the next guest', () => {
    renderSteps(registering, 'it');
    const steps = screen.getByRole('list', { name: 'Ospiti registrati' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((s) => s.textContent),
    ).toEqual(['1: completato', '2: in corso', '3: da completare']);
    expect(screen.getByRole('heading', { name: 'Ospite 2' })).toBeInTheDocument();
    expect(
      screen.getAllByText('Un comune italiano o, se all’estero, lo stato estero.'),
    ).toHaveLength(2);
  });

  it('applies the form rules: required fields, the back photo unless passport, the date format', async () => {
    const { user } = renderSteps(registering);
    const form = screen.getByRole('region', { name: 'Guest registration' });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(10);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Error submitting the form. Please try again.',
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Document type/ }),
      'passport',
    );
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(9);
    expect(api.requests).toHaveLength(0);
  });

  it('sends the guest as multipart with the photos and tells the parent', async () => {
    const { user, updates } = renderSteps({ ...registering, require_registration_form: false });
    const form = screen.getByRole('region', { name: 'Guest registration' });
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Marco');
    await user.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Bianchi');
    const photo = new File(['%PDF-1.4 test'], 'id.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText(/Document photo \(front\)/), photo);
    await user.upload(within(form).getByLabelText(/Document photo \(back\)/), photo);
    await within(form).findAllByText('Ready to send: 1 KB.');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(updates).toEqual([{ patch: { registered_guests: 2 }, form: 'guest' }]),
    );
    const sent = api.requests[api.requests.length - 1];
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent.body).toContain('name="first_name"\r\n\r\nMarco');
    expect(sent.body).toContain('name="document_photo"; filename="id.pdf"');
    expect(sent.body).toContain('name="document_photo_back"; filename="id.pdf"');
    expect(sent.body).not.toContain('name="citizenship"');
  });

  it('keeps what was typed when the server refuses, with its field errors translated', async () => {
    registration = () => ({
      status: 400,
      body: fieldErrorsBody({
        date_of_birth: [['invalid_date', 'Invalid date format. Use YYYY-MM-DD.']],
      }),
    });
    const { user, updates } = renderSteps({ ...registering, require_document_photo: false }, 'it');
    const form = screen.getByRole('region', { name: 'Registrazione degli ospiti' });
    const typed: [RegExp, string][] = [
      [/^Nome/, 'Marco'],
      [/^Cognome/, 'Bianchi'],
      [/^Numero del documento/, 'CA123'],
    ];
    for (const [label, value] of typed) {
      await user.type(within(form).getByRole('textbox', { name: label }), value);
    }
    const places: [RegExp, string, string][] = [
      [/^Cittadinanza/, 'ital', 'Italia Stato'],
      [/^Luogo di nascita/, 'roma', 'Roma (RM) Comune italiano'],
      [/^Luogo di rilascio/, 'roma', 'Roma (RM) Comune italiano'],
    ];
    for (const [label, text, option] of places) {
      await user.type(within(form).getByRole('combobox', { name: label }), text);
      await user.click(await within(form).findByRole('option', { name: option }));
    }
    await user.type(within(form).getByLabelText(/^Data di nascita/), '1990-02-03');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Sesso/ }), 'M');
    await user.click(within(form).getByRole('button', { name: 'Invia' }));
    expect(await within(form).findByText('Formato della data non valido.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Nome/ })).toHaveValue('Marco');
    expect(within(form).getByRole('combobox', { name: /^Luogo di nascita/ })).toHaveValue(
      'Roma (RM)',
    );
    expect(updates).toEqual([]);
  });
});
