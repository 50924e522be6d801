import type { Preview } from '@storybook/react-webpack5';
import { SogliaThemeProvider } from '../ui-kit/src';

const preview: Preview = {
  decorators: [
    (Story) => (
      <SogliaThemeProvider>
        <Story />
      </SogliaThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '740px' } },
        narrow: { name: 'Narrow 768', styles: { width: '768px', height: '1024px' } },
        desk: { name: 'Desk 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
