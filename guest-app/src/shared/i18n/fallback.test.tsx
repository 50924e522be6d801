import { render, screen } from '@testing-library/react';
import { defineMessages, useIntl } from 'react-intl';
import { messages as itMessages } from './catalogues/it';
import { GuestIntlProvider } from './GuestIntlProvider';
import { loadMessages } from './loadMessages';

const m = defineMessages({
  date: { id: 'guest.stay.date', defaultMessage: 'Date' },
  time: { id: 'guest.stay.time', defaultMessage: 'Time' },
});

function Labels() {
  const intl = useIntl();
  return (
    <p>
      {intl.formatMessage(m.date)} / {intl.formatMessage(m.time)}
    </p>
  );
}

describe('guest translations', () => {
  it('falls back to English for a key missing from the active catalogue, silently', () => {
    const { ['guest.stay.time']: _dropped, ...partial } = itMessages;
    const consoleError = jest.spyOn(console, 'error');
    render(
      <GuestIntlProvider locale="it" messages={partial}>
        <Labels />
      </GuestIntlProvider>,
    );
    expect(screen.getByText('Data / Time')).toBeInTheDocument();
    expect(screen.getByText('Data / Time').closest('[lang]')).toHaveAttribute('lang', 'it');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('loads each catalogue on demand and caches it', async () => {
    const first = await loadMessages('fr');
    expect(first['guest.stay.checkIn']).toBe('Arrivée');
    expect(await loadMessages('fr')).toBe(first);
  });
});
