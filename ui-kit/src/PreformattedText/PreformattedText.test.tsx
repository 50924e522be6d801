import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { PreformattedText } from './PreformattedText';

describe('PreformattedText', () => {
  it('keeps the line breaks of instructions', async () => {
    const text = '1. Apri il portone\n2. Sali al secondo piano';
    renderWithTheme(<PreformattedText text={text} />);
    const node = screen.getByText(/Apri il portone/);
    expect(node.textContent).toBe(text);
    await expectNoAxeViolations();
  });
});
