import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { LanguagePicker } from './LanguagePicker';

const languages = [
  { code: 'it', label: 'Italiano' },
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
];

describe('LanguagePicker', () => {
  it('lists one button per language and reports the choice', async () => {
    const onSelect = jest.fn();
    renderWithTheme(
      <LanguagePicker languages={languages} onSelect={onSelect} title="Scegli la lingua" />,
    );
    expect(screen.getByRole('group', { name: 'Scegli la lingua' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(onSelect).toHaveBeenCalledWith('de');
    await expectNoAxeViolations();
  });

  it('marks the current language as pressed', async () => {
    renderWithTheme(<LanguagePicker languages={languages} value="en" onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: 'English', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Italiano', pressed: false })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
