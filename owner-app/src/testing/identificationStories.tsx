import { useState } from 'react';
import { http, HttpResponse, ws } from 'msw';
import { memoryLocation } from 'wouter/memory-location';
import {
  createCallPeer,
  type IdentificationClientMessage,
  type IdentificationServerMessage,
  type IdentificationSocket,
} from '@soglia/api-client/realtime';
import { AppProviders } from '../app/AppProviders';
import { OwnerDashboard } from '../app/OwnerDashboard';
import { CallCenter } from '../features/identification';
import { fakeIdentificationApi, type FakeIdentificationApi } from './identificationProtocol';

// The identification stories: the whole console with its calls, and msw standing in for the
// API's identification socket and for the guest's phone at the door (a drawn camera picture
// sent over a real WebRTC connection inside the page).

/** The console at `path` (under /owners) as App mounts it, calls included. */
export function ConsoleWithCallsAt({ path }: { path: string }) {
  const [location] = useState(() => {
    localStorage.setItem('token', 'storybook-token');
    return memoryLocation({ path: `/owners${path}` });
  });
  return (
    <AppProviders locationHook={location.hook}>
      <CallCenter>
        <OwnerDashboard />
      </CallCenter>
    </AppProviders>
  );
}

export const iceServersAnswer = http.get('/api/identification/ice-servers/', () =>
  HttpResponse.json({ ice_servers: [], ttl_seconds: 3600 }),
);

/** A guest at the door, drawn on a canvas: a portrait camera picture that moves a little. */
function drawnGuestVideo(): MediaStream | null {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 640;
  const ctx = canvas.getContext('2d');
  if (!ctx || typeof canvas.captureStream !== 'function') return null;
  const draw = (time: number) => {
    const sway = Math.sin(time / 700) * 6;
    const wall = ctx.createLinearGradient(0, 0, 0, 640);
    wall.addColorStop(0, '#c9b8a0');
    wall.addColorStop(1, '#8f7b63');
    ctx.fillStyle = wall;
    ctx.fillRect(0, 0, 480, 640);
    ctx.fillStyle = '#5b3a22';
    ctx.fillRect(300, 60, 150, 580);
    ctx.fillStyle = '#2e4a63';
    ctx.beginPath();
    ctx.ellipse(240 + sway, 640, 170, 200, 0, Math.PI, 0);
    ctx.fill();
    ctx.fillStyle = '#e2b48f';
    ctx.beginPath();
    ctx.ellipse(240 + sway, 300, 78, 98, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#3b2418';
    ctx.beginPath();
    ctx.ellipse(240 + sway, 250, 86, 70, 0, Math.PI, 0);
    ctx.fill();
    // The ID card held up to the camera.
    ctx.fillStyle = '#dfe9f2';
    ctx.fillRect(70, 470, 170, 108);
    ctx.fillStyle = '#1d5a85';
    ctx.fillRect(70, 470, 170, 22);
    requestAnimationFrame(draw);
  };
  requestAnimationFrame(draw);
  return canvas.captureStream(15);
}

/** The guest's phone, offering its camera on call `callId` through the story's socket. */
function guestPhone(
  callId: number,
  toConsole: (message: IdentificationServerMessage) => void,
  fromConsole: Set<(message: IdentificationServerMessage) => void>,
) {
  const socket: IdentificationSocket = {
    state: 'open',
    send: (message) => {
      if (message.type === 'signal') toConsole({ ...message, type: 'signal' });
    },
    request: () => Promise.reject(new Error('not used')),
    subscribe: (listener) => {
      fromConsole.add(listener);
      return () => fromConsole.delete(listener);
    },
    onState: () => () => undefined,
    close: () => undefined,
  };
  const peer = createCallPeer({ socket, callId, role: 'offerer', onRemoteStream: () => {} });
  void peer.start({ iceServers: [], localStream: drawnGuestVideo() }).catch(() => undefined);
}

export interface DoorCallScript {
  api: FakeIdentificationApi;
  /** The guest answers a call back on their phone. */
  answerAsGuest(callId: number): void;
}

/**
 * msw's answer to the console's identification socket: the API's side of the protocol, and
 * `script` (a guest ringing, a missed call …) once the console's tab has connected.
 */
export function doorCallsSocket(script: (calls: DoorCallScript) => void = () => {}) {
  const url = new URL('/api/identification/socket/', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return ws.link(url.toString()).addEventListener('connection', ({ client }) => {
    const send = (message: IdentificationServerMessage) => client.send(JSON.stringify(message));
    const toGuest = new Set<(message: IdentificationServerMessage) => void>();
    const api = fakeIdentificationApi(send);
    const answerAsGuest = (callId: number) => {
      api.answerElsewhere(callId);
      guestPhone(callId, send, toGuest);
    };
    client.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as IdentificationClientMessage;
      if (message.type === 'signal') {
        for (const listener of toGuest) listener({ ...message, type: 'signal' });
        return;
      }
      api.handle(message, send);
      if (message.type === 'call.answer') guestPhone(message.call_id, send, toGuest);
    });
    api.greet(send);
    script({ api, answerAsGuest });
  });
}
