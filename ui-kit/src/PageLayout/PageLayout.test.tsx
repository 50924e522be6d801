import { screen } from '@testing-library/react';
import { Button } from '../Button';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { PageLayout } from './PageLayout';

describe('PageLayout', () => {
  it('renders a page heading, actions and content', async () => {
    renderWithTheme(
      <PageLayout as="main" title="Strutture" actions={<Button>Crea Struttura</Button>}>
        <p>Elenco</p>
      </PageLayout>,
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Strutture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crea Struttura' })).toBeInTheDocument();
    expect(screen.getByText('Elenco')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('limits the content to the width token asked for', () => {
    renderWithTheme(
      <PageLayout as="main" width="medium">
        <p>Soggiorno</p>
      </PageLayout>,
    );
    expect(getComputedStyle(screen.getByRole('main')).maxWidth).toBe('960px');
  });
});
