// The guest floor: the host's libraries plus react-intl as published (with its ICU parser).
import { createElement } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { mountFloor } from './page.mjs';

mountFloor((element) =>
  createElement(
    IntlProvider,
    { locale: 'en', messages: { welcome: 'Welcome, {name}' } },
    element,
    createElement(FormattedMessage, { id: 'welcome', values: { name: 'Giulia' } }),
  ),
);
