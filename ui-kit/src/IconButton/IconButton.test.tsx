import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Icon } from '../Icon';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and activates', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <>
        <IconButton label="Modifica" icon={<Icon name="edit" />} onClick={onClick} />
        <IconButton label="Elimina" variant="danger" icon={<Icon name="trash" />} />
        <IconButton label="Aggiungi" variant="primary" icon={<Icon name="plus" />} disabled />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Aggiungi' })).toBeDisabled();
    await expectNoAxeViolations();
  });
});
