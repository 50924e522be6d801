import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces loading with a default Italian name', async () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento');
    await expectNoAxeViolations();
  });

  it('takes a custom label, and can be decorative', async () => {
    renderWithTheme(
      <>
        <Spinner label="Loading" size="lg" />
        <Spinner decorative size="sm" />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await expectNoAxeViolations();
  });
});
