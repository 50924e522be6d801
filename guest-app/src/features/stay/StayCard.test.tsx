import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { StayCard } from './StayCard';
import { makeGuestProfile } from '@soglia/api-client/testing';

describe('StayCard', () => {
  it('shows check-in and check-out as dd/mm/yyyy and HH:MM in the guest language', () => {
    renderWithProviders(<StayCard profile={makeGuestProfile()} />, { language: 'de' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ihr Aufenthalt' })).toBeInTheDocument();
    const checkIn = screen.getByRole('region', { name: 'Anreise' });
    expect(
      within(checkIn)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Datum', 'Uhrzeit']);
    expect(
      within(checkIn)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['05/03/2026', '15:00']);
    const checkOut = screen.getByRole('region', { name: 'Abreise' });
    expect(checkOut).toHaveTextContent('Datum09/03/2026Uhrzeit10:30');
  });
});
