import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { FileInput } from './FileInput';

describe('FileInput', () => {
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  beforeAll(() => {
    // jsdom has no blob URLs; give it a deterministic stand-in.
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => {};
  });
  afterAll(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  it('selects a file, shows its name and an image preview, and can remove it', async () => {
    const onFileSelect = jest.fn();
    renderWithTheme(
      <FileInput
        label="Fronte documento"
        accept="image/*,application/pdf"
        onFileSelect={onFileSelect}
      />,
    );
    const input = screen.getByLabelText('Fronte documento');
    expect(input).toHaveAccessibleDescription('Nessun file selezionato');
    await expectNoAxeViolations();

    const file = new File(['x'], 'passaporto.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onFileSelect).toHaveBeenCalledWith(file);
    expect(screen.getByText('passaporto.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Anteprima' })).toHaveAttribute('src', 'blob:preview');
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi' }));
    expect(onFileSelect).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows no preview for a PDF and a progress bar while uploading', async () => {
    renderWithTheme(<FileInput label="Documento" onFileSelect={() => {}} progress={40} />);
    await userEvent.upload(
      screen.getByLabelText('Documento'),
      new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }),
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Caricamento' })).toHaveAttribute('value', '40');
    await expectNoAxeViolations();
  });

  it('offers the camera directly on phones when asked (capture)', () => {
    renderWithTheme(
      <FileInput
        label="Foto"
        onFileSelect={() => {}}
        accept="image/*,application/pdf"
        capture="environment"
      />,
    );
    const input = screen.getByLabelText('Foto');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/*,application/pdf');
  });

  it('shows an error', async () => {
    renderWithTheme(
      <FileInput label="Retro" onFileSelect={() => {}} error="Formato non supportato" />,
    );
    expect(screen.getByLabelText('Retro')).toBeInvalid();
    await expectNoAxeViolations();
  });
});
