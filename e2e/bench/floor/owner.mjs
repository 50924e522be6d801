// The owner floor: the guest's libraries plus Redux Toolkit and react-redux, the owner console's
// store on every screen.
import { createElement } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { Provider, useSelector } from 'react-redux';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { mountFloor } from './page.mjs';

const greeting = createSlice({
  name: 'greeting',
  initialState: { name: 'Giulia' },
  reducers: { named: (state, action) => ({ ...state, name: action.payload }) },
});
const store = configureStore({ reducer: { greeting: greeting.reducer } });

function Welcome() {
  const name = useSelector((state) => state.greeting.name);
  return createElement(FormattedMessage, { id: 'welcome', values: { name } });
}

mountFloor((element) =>
  createElement(
    Provider,
    { store },
    createElement(
      IntlProvider,
      { locale: 'it', messages: { welcome: 'Benvenuto, {name}' } },
      element,
      createElement(Welcome),
    ),
  ),
);
