import { screen } from '@testing-library/react';
import { makeGuestProfile } from '@soglia/api-client/testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { lazySection } from './lazySection';
import { SectionBoundary } from './SectionBoundary';

const labels = {
  loadingLabel: 'Opening the section…',
  errorTitle: 'This section could not be opened.',
  errorMessage: 'Please check your connection and try again.',
  retryLabel: 'Try again',
};

describe('a lazy section', () => {
  it('shows a spinner while its code downloads, then the section', async () => {
    let release: () => void = () => {};
    const Section = lazySection(
      () =>
        new Promise((resolve) => {
          release = () => resolve(({ profile }) => <p>Section of {profile.name}</p>);
        }),
    );
    renderWithProviders(
      <SectionBoundary {...labels} onRetry={Section.reset}>
        <Section profile={makeGuestProfile()} />
      </SectionBoundary>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Opening the section…');
    release();
    expect(await screen.findByText('Section of Giulia')).toBeInTheDocument();
  });

  it('after a failed download offers a retry that downloads again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      let attempts = 0;
      const Section = lazySection(async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('ChunkLoadError: offline');
        return () => <p>Parking</p>;
      });
      const { user } = renderWithProviders(
        <SectionBoundary {...labels} onRetry={Section.reset}>
          <Section profile={makeGuestProfile()} />
        </SectionBoundary>,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This section could not be opened.',
      );
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Parking')).toBeInTheDocument();
      expect(attempts).toBe(2);
    } finally {
      consoleError.mockRestore();
    }
  });
});
