import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { WarningBanner } from './WarningBanner';

describe('WarningBanner', () => {
  it('shows the message and is dismissible with the default label', async () => {
    const onDismiss = jest.fn();
    renderWithTheme(
      <WarningBanner message="Alcuni dispositivi non funzionano." onDismiss={onDismiss} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Alcuni dispositivi non funzionano.');
    expect(screen.getByRole('alert')).toHaveAttribute('data-placement', 'bottom');
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onDismiss).toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('accepts a custom dismiss label and inline placement', async () => {
    renderWithTheme(
      <WarningBanner
        message="Attenzione"
        onDismiss={() => {}}
        dismissLabel="Ho capito"
        placement="inline"
      />,
    );
    expect(screen.getByRole('button', { name: 'Ho capito' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
