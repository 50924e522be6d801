import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Icon, iconNames } from './Icon';

describe('Icon', () => {
  it('is decorative by default and an img when titled', async () => {
    const { container } = renderWithTheme(
      <>
        <Icon name="key" />
        <Icon name="home" title="Casa" />
      </>,
    );
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Casa' })).toBeInTheDocument();
    expect(iconNames).toContain('trash');
    expect(iconNames).toContain('parking');
    await expectNoAxeViolations();
  });
});
