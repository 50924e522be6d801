import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setUnauthorizedHandler, type LanguageCode } from '@soglia/api-client';
import {
  detailBody,
  fieldErrorsBody,
  placesQueryOf,
  searchTestPlaces,
  startApiServer,
  type ApiServer,
  type Reply,
} from '@soglia/api-client/testing';
import { axe } from 'jest-axe';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RegistrationForm } from './RegistrationForm';

// The places search waits for a pause in the typing, then asks the API: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The guest registration form's places, chosen from the Alloggiati tables through
// GET /api/places/ (a fake API over real table entries).

let api: ApiServer;
let registration: () => Reply;

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/places/': (req) => ({
      status: 200,
      body: searchTestPlaces(placesQueryOf(req.query)),
    }),
    'POST /api/guests-registration/': () => registration(),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  registration = () => ({ status: 201, body: { id: 9 } });
});

const namesOnly = { registrationForm: false, documentPhoto: false };

function renderForm(language: LanguageCode, needs = namesOnly) {
  const registered = jest.fn();
  const view = renderWithProviders(
    <RegistrationForm
      needs={needs}
      prepareFile={(file) => Promise.resolve(file)}
      onRegistered={registered}
    />,
    { language },
  );
  return { ...view, registered };
}

const field = (name: RegExp) => screen.getByRole('combobox', { name });
const searches = () =>
  api.requests
    .filter((req) => req.path === '/api/places/')
    .map((req) => Object.fromEntries(req.query));
const posted = () => api.requests.find((req) => req.method === 'POST');

async function choose(user: UserEvent, label: RegExp, text: string, option: string) {
  await user.type(field(label), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillNames(user: UserEvent, first: string, last: string) {
  const [firstName, lastName] = screen.getAllByRole('textbox');
  await user.type(firstName, first);
  await user.type(lastName, last);
}

describe('places in the guest registration', () => {
  it('a German guest finds Germania as "Deutschland", in German, and sends its code', async () => {
    const { user, registered } = renderForm('de');
    await fillNames(user, 'Hans', 'Becker');
    await user.type(field(/^Staatsangehörigkeit/), 'deu');
    const list = await screen.findByRole('listbox', { name: 'Staatsangehörigkeit' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['DeutschlandStaat']);
    // Components in isolation: the page landmarks are the dashboard's.
    const { violations } = await axe(document.body, { rules: { region: { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(within(list).getByRole('option'));
    expect(field(/^Staatsangehörigkeit/)).toHaveValue('Deutschland');
    // Born abroad: the state is the place of birth.
    await choose(user, /^Geburtsort/, 'deutsch', 'Deutschland Staat');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(registered).toHaveBeenCalled());

    expect(searches()).toContainEqual({ q: 'deu', kind: 'state', language: 'de', limit: '8' });
    const body = posted()!.body;
    expect(body).toContain('name="citizenship"\r\n\r\nDeutschland');
    expect(body).toContain('name="citizenship_code"\r\n\r\n100000216');
    expect(body).toContain('name="place_of_birth_code"\r\n\r\n100000216');
    expect(body).not.toContain('name="place_of_issue');
  });

  it('an Italian guest picks "Roma (RM)" among the comuni of that date of birth', async () => {
    const { user, registered } = renderForm('it');
    await fillNames(user, 'Marco', 'Bianchi');
    await user.type(screen.getByLabelText(/^Data di nascita/), '1990-02-03');
    await user.type(field(/^Luogo di nascita/), 'rom');
    const roma = await screen.findByRole('option', { name: 'Roma (RM) Comune italiano' });
    expect(screen.getByText('2 luoghi trovati')).toHaveAttribute('role', 'status');
    await user.click(roma);
    await choose(user, /^Luogo di rilascio/, 'roma', 'Roma (RM) Comune italiano');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(registered).toHaveBeenCalled());

    expect(searches()[0]).toEqual({ q: 'rom', date: '1990-02-03', language: 'it', limit: '8' });
    // The place of issue: any period (no date of issue is asked).
    expect(searches().at(-1)).toEqual({ q: 'roma', language: 'it', limit: '8' });
    const body = posted()!.body;
    expect(body).toContain('name="place_of_birth"\r\n\r\nRoma (RM)');
    expect(body).toContain('name="place_of_birth_code"\r\n\r\n412058091');
    expect(body).toContain('name="place_of_issue_code"\r\n\r\n412058091');
  });

  it('offers only the comune of the date of birth: Lodi (MI) before 1992, Lodi (LO) after', async () => {
    const { user } = renderForm('en');
    const birth = screen.getByLabelText(/^Date of birth/);
    await user.type(birth, '1985-06-01');
    await user.type(field(/^Place of birth/), 'lodi');
    const list = await screen.findByRole('listbox', { name: 'Place of birth' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lodi (MI)Italian municipality, until 1992']);

    await user.clear(birth);
    await user.type(birth, '2001-09-30');
    await user.clear(field(/^Place of birth/));
    await user.type(field(/^Place of birth/), 'lodi');
    await screen.findByRole('option', { name: 'Lodi (LO) Italian municipality' });
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    expect(searches().map((query) => query.date)).toEqual(['1985-06-01', '2001-09-30']);
  });

  it('a place typed but not chosen gets a message in the guest language and nothing is sent', async () => {
    const { user, registered } = renderForm('es');
    await fillNames(user, 'Lucía', 'Martín');
    await user.type(field(/^Nacionalidad/), 'Españ');
    await screen.findByRole('option', { name: 'España País' });
    await user.type(field(/^Lugar de nacimiento/), 'Madrid');
    expect(
      await screen.findByText('Ningún municipio ni país con este nombre.', {
        ignore: '[role=status]',
      }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const notChosen = 'Escribe algunas letras y elige el lugar de la lista.';
    expect(field(/^Nacionalidad/)).toHaveAccessibleDescription(notChosen);
    expect(field(/^Lugar de nacimiento/)).toHaveAccessibleDescription(
      `Un municipio italiano o, si es en el extranjero, el país. ${notChosen}`,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error al enviar el formulario.');
    expect(posted()).toBeUndefined();
    expect(registered).not.toHaveBeenCalled();

    // Choosing clears the message.
    await user.clear(field(/^Nacionalidad/));
    await choose(user, /^Nacionalidad/, 'esp', 'España País');
    expect(field(/^Nacionalidad/)).not.toHaveAccessibleDescription(notChosen);
  });

  it("shows the server's place problem under the place, in the guest language", async () => {
    registration = () => ({
      status: 400,
      body: fieldErrorsBody({
        place_of_birth_code: [
          [
            'place_not_on_date',
            'This place did not exist on the date of birth: choose the one of that time.',
          ],
        ],
      }),
    });
    const { user, registered } = renderForm('fr');
    await fillNames(user, 'Claire', 'Dubois');
    await choose(user, /^Lieu de naissance/, 'corig', 'Corigliano-Rossano (CS) Commune italienne');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(field(/^Lieu de naissance/)).toHaveAccessibleDescription(
        /Ce lieu n'existait pas à la date de naissance/,
      ),
    );
    expect(field(/^Lieu de naissance/)).toHaveValue('Corigliano-Rossano (CS)');
    expect(registered).not.toHaveBeenCalled();
  });

  it('refuses, in the guest language, what the Alloggiati record cannot hold; nothing is sent', async () => {
    const { user, registered } = renderForm('fr');
    await fillNames(user, 'Claire', 'Dubois-'.repeat(8));
    const number = screen.getByRole('textbox', { name: /^Numéro du document/ });
    await user.type(number, 'AB1234567AB1234567AB1');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveAccessibleDescription(
      'Le nom peut comporter 50 caractères au maximum.',
    );
    expect(number).toHaveAccessibleDescription(
      'Le numéro du document peut comporter 20 caractères au maximum.',
    );
    expect(posted()).toBeUndefined();
    expect(registered).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a too long document number in the guest language", async () => {
    registration = () => ({
      status: 400,
      body: fieldErrorsBody({
        document_number: [
          ['document_number_too_long', 'The document number can have at most 20 characters.'],
        ],
      }),
    });
    const { user, registered } = renderForm('de');
    await fillNames(user, 'Hans', 'Becker');
    const number = screen.getByRole('textbox', { name: /^Dokumentnummer/ });
    // 20 characters once the spaces are gone: the form lets it through, the server decides.
    await user.type(number, 'AB 1234567 AB 1234567');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(
        'Die Dokumentnummer darf höchstens 20 Zeichen haben.',
      ),
    );
    expect(registered).not.toHaveBeenCalled();
  });
  it('says in the guest language that the uploads are busy, when the server answers 503', async () => {
    registration = () => ({
      status: 503,
      body: detailBody(
        'uploads_busy',
        'Too many uploads are being checked right now. Please try again in a few seconds.',
      ),
    });
    const { user, registered } = renderForm('de');
    await fillNames(user, 'Hans', 'Becker');
    await user.type(screen.getByRole('textbox', { name: /^Dokumentnummer/ }), 'AB1234567');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(
      await screen.findByText(
        'Gerade werden zu viele Uploads geprüft. Bitte versuchen Sie es in ein paar Sekunden erneut.',
      ),
    ).toBeInTheDocument();
    expect(registered).not.toHaveBeenCalled();
  });

  it('says in the guest language that sending needs a connection; nothing is sent later by itself', async () => {
    registration = () => 'hang-up';
    const { user, registered } = renderForm('fr');
    await fillNames(user, 'Claire', 'Dubois');
    await user.type(screen.getByRole('textbox', { name: /^Numéro du document/ }), 'AB1234567');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText(
        'Pas de connexion : rien n’a été envoyé. Renvoyez-le quand votre téléphone sera en ligne.',
      ),
    ).toBeInTheDocument();
    expect(registered).not.toHaveBeenCalled();
    const sent = api.requests.filter((req) => req.method === 'POST').length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.requests.filter((req) => req.method === 'POST')).toHaveLength(sent);
  });

  it("reads the server's codes, not its words: a reworded message shows the same text", async () => {
    registration = () => ({
      status: 400,
      body: fieldErrorsBody({
        document_number: [['document_number_too_long', 'Reworded: 20 characters at most.']],
        first_name: [['blank', 'Reworded: fill this in.']],
        // No translation of this code: its message is shown as the server gave it.
        last_name: [['date_too_old', 'A message without a translation.']],
      }),
    });
    const { user, registered } = renderForm('de');
    await fillNames(user, 'Hans', 'Becker');
    const number = screen.getByRole('textbox', { name: /^Dokumentnummer/ });
    await user.type(number, 'AB1234567');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(
        'Die Dokumentnummer darf höchstens 20 Zeichen haben.',
      ),
    );
    const [firstName, lastName] = screen.getAllByRole('textbox');
    expect(firstName).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    expect(lastName).toHaveAccessibleDescription('A message without a translation.');
    expect(screen.queryByText(/Reworded/)).not.toBeInTheDocument();
    expect(registered).not.toHaveBeenCalled();
  });
});

describe('a submit while a photo is being prepared', () => {
  it('waits for the photo, saying so, then sends it; the photo is never reported missing', async () => {
    let finish: () => void = () => {};
    const prepareFile = (file: File) =>
      new Promise<File>((resolve) => {
        finish = () => resolve(file);
      });
    const registered = jest.fn();
    const { user } = renderWithProviders(
      <RegistrationForm
        needs={{ registrationForm: false, documentPhoto: true }}
        prepareFile={prepareFile}
        onRegistered={registered}
      />,
      { language: 'en' },
    );
    await fillNames(user, 'Marco', 'Bianchi');
    await user.selectOptions(screen.getByRole('combobox', { name: /Document type/ }), 'passport');
    const photo = new File(['%PDF-1.4 test'], 'id.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Document photo \(front\)/), photo);
    expect(screen.getByText('Preparing the photo…')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Preparing the photo…').length).toBeGreaterThan(1);
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(posted()).toBeUndefined();

    finish();
    await waitFor(() => expect(registered).toHaveBeenCalledTimes(1));
    expect(posted()!.body).toContain('name="document_photo"; filename="id.pdf"');
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
  });
});
