import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Card } from './Card';

describe('Card', () => {
  it('renders a titled static card', async () => {
    renderWithTheme(
      <Card title="Casa Soglia" as="article">
        <p>Via della Lungaretta 12, 00153 Roma</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Casa Soglia', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Via della Lungaretta 12');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('becomes a keyboard-operable button when clickable', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Card title="Giulia Rossi" onClick={onClick}>
        <p>2 ospiti</p>
      </Card>,
    );
    const card = screen.getByRole('button', { name: /Giulia Rossi/ });
    await userEvent.click(card);
    card.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    await expectNoAxeViolations();
  });
});
