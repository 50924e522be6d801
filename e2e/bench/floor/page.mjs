// What every page of the floor ships: react, react-dom, styled-components, axios and one Module
// Federation runtime (the plugin's, as a host that loads remotes at run time has it), each used just enough to be bundled whole, rendering a trivial component.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import axios from 'axios';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

const Title = styled.h1`
  color: #1d5a85;
`;

export function mountFloor(wrap = (element) => element) {
  const http = axios.create({ baseURL: '/api' });
  globalThis.floor = { federation: { loadRemote, registerRemotes }, http };
  createRoot(document.getElementById('root')).render(wrap(createElement(Title, null, 'Soglia')));
}
