import type { Preview } from '@storybook/react-webpack5';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { SogliaThemeProvider } from '../ui-kit/src';

// CI checks the stories three at a time on two cores: a debounced search answered by msw can take
// longer than testing-library's default second to show its options.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  decorators: [
    (Story) => (
      <SogliaThemeProvider>
        <Story />
      </SogliaThemeProvider>
    ),
  ],
  // Starts msw's service worker before a story renders; stories give their API answers in
  // `parameters.msw.handlers`. Requests no handler answers go to the network.
  // A signed-in console already holds the CSRF cookie the API set at login; without it, a write
  // would first ask for one (GET /api/csrf/), which a story's handlers need not answer. Set for
  // every story, so that no story depends on one played before it in the same browser.
  beforeEach: () => {
    document.cookie = 'csrftoken=story; Path=/';
  },
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        serviceWorker: { url: './mockServiceWorker.js' },
        onUnhandledRequest: 'bypass',
        quiet: true,
      });
      return worker;
    }),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is checked by axe after it has played; CI fails on any violation. Page-level
    // rules do not apply to an isolated component (the addon already leaves out 'region').
    a11y: {
      test: 'error',
      config: {
        rules: [
          { id: 'landmark-one-main', enabled: false },
          { id: 'page-has-heading-one', enabled: false },
        ],
      },
    },
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
