import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders the requested level with the size of its level or the one given', async () => {
    renderWithTheme(
      <>
        <Heading level={1}>Casa Soglia</Heading>
        <Heading level={2} size="xxl">
          Il tuo soggiorno
        </Heading>
      </>,
    );
    const h1 = screen.getByRole('heading', { level: 1, name: 'Casa Soglia' });
    const h2 = screen.getByRole('heading', { level: 2, name: 'Il tuo soggiorno' });
    expect(getComputedStyle(h1).fontSize).toBe('1.375rem');
    expect(getComputedStyle(h1).margin).toBe('0px');
    expect(getComputedStyle(h2).fontSize).toBe('1.75rem');
    await expectNoAxeViolations();
  });
});
