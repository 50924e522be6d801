import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { DocumentViewer, isPdf } from './DocumentViewer';

describe('DocumentViewer', () => {
  it("says 'Nessuna foto disponibile.' without a photo", async () => {
    renderWithTheme(<DocumentViewer frontUrl={null} />);
    expect(screen.getByText('Nessuna foto disponibile.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows a spinner while the caller loads', async () => {
    renderWithTheme(<DocumentViewer loading frontUrl={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento');
    expect(screen.queryByText('Nessuna foto disponibile.')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows a spinner until the image loads, then the image; no toggle without a back', async () => {
    renderWithTheme(<DocumentViewer frontUrl="/media/front.jpg" />);
    // hidden (visibility) until loaded, so query by alt text
    const img = screen.getByAltText('Foto del documento (Fronte)');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.load(img);
    expect(screen.getByRole('img', { name: 'Foto del documento (Fronte)' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retro' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('toggles Fronte / Retro when a back photo exists', async () => {
    renderWithTheme(<DocumentViewer frontUrl="/media/front.jpg" backUrl="/media/back.jpg" />);
    const front = screen.getByRole('button', { name: 'Fronte' });
    expect(front).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Retro' }));
    expect(screen.getByRole('button', { name: 'Retro' })).toHaveAttribute('aria-pressed', 'true');
    const img = screen.getByAltText('Foto del documento (Retro)');
    expect(img).toHaveAttribute('src', '/media/back.jpg');
    fireEvent.load(img);
    await expectNoAxeViolations();
  });

  it('embeds a PDF and falls back to the no-photo text when an image fails', async () => {
    const { rerender } = renderWithTheme(
      <DocumentViewer frontUrl="blob:abc" frontMimeType="application/pdf" />,
    );
    expect(screen.getByTitle('Documento PDF').tagName).toBe('IFRAME');
    rerender(<DocumentViewer frontUrl="/media/broken.png" />);
    fireEvent.error(screen.getByAltText(/Foto del documento/));
    expect(screen.getByText('Nessuna foto disponibile.')).toBeInTheDocument();
  });

  it('matches the height of a sibling card and follows window resizes', () => {
    function Harness() {
      const ref = useRef<HTMLDivElement>(null);
      return (
        <div>
          <div ref={ref} data-testid="details">
            Dettagli Documento
          </div>
          <DocumentViewer frontUrl="/media/front.jpg" matchHeightRef={ref} />
        </div>
      );
    }
    let height = 420;
    const spy = jest
      .spyOn(HTMLElement.prototype, 'offsetHeight', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.dataset.testid === 'details' ? height : 0;
      });
    try {
      renderWithTheme(<Harness />);
      expect(screen.getByTestId('document-frame')).toHaveStyle({ height: '420px' });
      height = 510;
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      expect(screen.getByTestId('document-frame')).toHaveStyle({ height: '510px' });
    } finally {
      spy.mockRestore();
    }
  });

  it('goes back to its own height when it stops following a card (a phone layout)', () => {
    function Harness({ match }: { match: boolean }) {
      const ref = useRef<HTMLDivElement>(null);
      return (
        <div>
          <div ref={ref} data-testid="details">
            Dettagli Documento
          </div>
          <DocumentViewer frontUrl="/media/front.jpg" matchHeightRef={match ? ref : undefined} />
        </div>
      );
    }
    const spy = jest
      .spyOn(HTMLElement.prototype, 'offsetHeight', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.dataset.testid === 'details' ? 380 : 0;
      });
    try {
      const { rerender } = renderWithTheme(<Harness match />);
      expect(screen.getByTestId('document-frame')).toHaveStyle({ height: '380px' });
      rerender(<Harness match={false} />);
      expect(screen.getByTestId('document-frame').style.height).toBe('');
    } finally {
      spy.mockRestore();
    }
  });

  it('detects PDFs by MIME type or extension', () => {
    expect(isPdf('/a/b.pdf')).toBe(true);
    expect(isPdf('/a/b.PDF?x=1')).toBe(true);
    expect(isPdf('/a/b.png')).toBe(false);
    expect(isPdf('blob:x', 'application/pdf')).toBe(true);
  });
});
