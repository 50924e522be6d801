import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { SogliaThemeProvider } from './SogliaThemeProvider';
import { theme } from './tokens';

const Probe = styled.p`
  color: ${({ theme: t }) => t.colors.primary};
`;

describe('SogliaThemeProvider', () => {
  it('provides the tokens to styled components and is harmless when nested', () => {
    render(
      <SogliaThemeProvider>
        <SogliaThemeProvider>
          <Probe>Soglia</Probe>
        </SogliaThemeProvider>
      </SogliaThemeProvider>,
    );
    expect(screen.getByText('Soglia')).toHaveStyle({ color: theme.colors.primary });
  });
});
