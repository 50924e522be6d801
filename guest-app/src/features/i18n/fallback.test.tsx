import { render, screen, within } from '@testing-library/react';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { messages as itMessages } from '../../i18n/messages/it';
import { StayCard } from '../stay/StayCard';
import { makeProfile } from '../../test/fixtures';
import { GuestIntlProvider } from './GuestIntlProvider';
import { loadMessages } from '../../i18n/loadMessages';

describe('guest translations', () => {
  it('falls back to English for a key missing from the active catalogue', () => {
    const { ['guest.stay.time']: _dropped, ...partial } = itMessages;
    const consoleError = jest.spyOn(console, 'error');
    render(
      <SogliaThemeProvider>
        <GuestIntlProvider locale="it" messages={partial}>
          <StayCard profile={makeProfile()} />
        </GuestIntlProvider>
      </SogliaThemeProvider>,
    );
    const checkIn = screen.getByRole('region', { name: 'Check-in' });
    expect(within(checkIn).getByText('Data')).toBeInTheDocument();
    expect(within(checkIn).getByText('Time')).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('loads each catalogue on demand and caches it', async () => {
    const first = await loadMessages('fr');
    expect(first['guest.stay.checkIn']).toBe('Arrivée');
    expect(await loadMessages('fr')).toBe(first);
  });
});
