import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { localDate } from '../../lib';
import { receiptPdf, tableCsv } from './documents';
import { all, inner, operationOf, outcomeXml, SOAP12_NAMESPACE, text, type Outcome } from '../soap';
import {
  createAlloggiatiSimState,
  type AlloggiatiFault,
  type AlloggiatiSimState,
  type SimAccount,
} from './state';
import { linesByUser, simulatorControl } from './control';
import { fieldError, OK, validateLines } from './validate';

/**
 * A local Alloggiati Web look-alike (node:http, SOAP 1.2 at `/service/service.asmx`):
 * GenerateToken (expiring tokens), Authentication_Test, Test, Send (keeps the valid lines only),
 * Ricevuta (a PDF of a past day's lines, last 30 days, never today), Tabella (CSV from the shipped
 * tables). Faults: slow answers, a timeout in the middle of Send, HTTP 500, wrong credentials.
 */
export const SIM_PATH = '/service/service.asmx';
const MAX_BODY = 2 * 1024 * 1024;

const failure = (detail: string, code = '', description = ''): Outcome => ({
  ok: false,
  code,
  description,
  detail,
});

const soapAnswer = (operation: string, content: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP12_NAMESPACE}" ` +
  `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">` +
  `<soap:Body><${operation}Response xmlns="AlloggiatiService">${content}</${operation}Response>` +
  `</soap:Body></soap:Envelope>`;

const linesXml = (outcomes: Outcome[]) =>
  `<result><SchedineValide>${outcomes.filter((o) => o.ok).length}</SchedineValide><Dettaglio>` +
  outcomes
    .map((o) => `<EsitoOperazioneServizio>${outcomeXml(o)}</EsitoOperazioneServizio>`)
    .join('') +
  `</Dettaglio></result>`;

export interface AlloggiatiSimOptions {
  port?: number;
  host?: string;
  tokenTtlMs?: number;
  now?: () => Date;
  timeZone?: string;
  /** Moves the simulator's clock (its calendar and tokens) by whole days; see setClock. */
  clockOffsetDays?: number;
}

export const startAlloggiatiSimulator = async ({
  port = 0,
  host = '127.0.0.1',
  tokenTtlMs = 30 * 60_000,
  now: realNow = () => new Date(),
  timeZone = 'Europe/Rome',
  clockOffsetDays = 0,
}: AlloggiatiSimOptions = {}) => {
  const state: AlloggiatiSimState = createAlloggiatiSimState(tokenTtlMs);
  const hanging = new Set<http.ServerResponse>();
  let offsetDays = clockOffsetDays;
  const now = () => new Date(realNow().getTime() + offsetDays * 86_400_000);
  const today = () => localDate(now(), timeZone);
  const setClock = (days: number) => {
    offsetDays = days;
  };

  const answer = async (
    operation: string,
    body: string,
    fault: AlloggiatiFault | null,
  ): Promise<string | null> => {
    const field = (name: string) => text(body, name) ?? '';
    const user = field('Utente');
    state.calls.push({ operation, user });
    if (operation === 'GenerateToken') {
      const account = state.accounts.get(user);
      if (
        fault?.mode === 'wrong_credentials' ||
        !account ||
        account.password !== field('Password') ||
        account.wskey !== field('WsKey')
      ) {
        return soapAnswer(
          operation,
          `<result>${outcomeXml(failure('Credenziali non valide', '3', 'AUTENTICAZIONE_FALLITA'))}</result>`,
        );
      }
      const issued = state.issueToken(user, now().getTime());
      return soapAnswer(
        operation,
        `<GenerateTokenResult><issued>${new Date(issued.issued).toISOString()}</issued>` +
          `<expires>${new Date(issued.expires).toISOString()}</expires><token>${issued.token}</token>` +
          `</GenerateTokenResult><result>${outcomeXml(OK)}</result>`,
      );
    }
    const problem = state.tokenProblem(user, field('token'), now().getTime());
    const resultTag = `${operation}Result`;
    if (problem) {
      return soapAnswer(
        operation,
        `<${resultTag}>${outcomeXml(failure(problem, '2', 'TOKEN_NON_VALIDO'))}</${resultTag}>`,
      );
    }
    switch (operation) {
      case 'Authentication_Test':
        return soapAnswer(operation, `<${resultTag}>${outcomeXml(OK)}</${resultTag}>`);
      case 'Test':
      case 'Send': {
        const lines = all(inner(body, 'ElencoSchedine') ?? '', 'string').map((l) =>
          l
            .replace(/&amp;/g, '&')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&apos;/g, "'")
            .replace(/&quot;/g, '"'),
        );
        const outcomes = validateLines(lines, today()).map((outcome, i) => {
          const refusal = outcome.ok ? state.refusalOf(lines[i]) : null;
          return refusal === null ? outcome : fieldError(refusal);
        });
        if (operation === 'Send') {
          lines.forEach((line, i) => {
            if (outcomes[i].ok) state.sent.push({ user, day: today(), line });
          });
          if (fault?.mode === 'timeout_in_send') return null;
        }
        return soapAnswer(
          operation,
          `<${resultTag}>${outcomeXml(OK)}</${resultTag}>${linesXml(outcomes)}`,
        );
      }
      case 'Ricevuta': {
        const day = field('Data').slice(0, 10);
        const age =
          (Date.parse(`${today()}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000;
        if (!(age >= 1 && age <= 30)) {
          return soapAnswer(
            operation,
            `<${resultTag}>${outcomeXml(failure('Data ricevuta non valida', '13', 'DATA_NON_VALIDA'))}</${resultTag}>`,
          );
        }
        const lines = state.sent.filter((s) => s.user === user && s.day === day).map((s) => s.line);
        return soapAnswer(
          operation,
          `<${resultTag}>${outcomeXml(OK)}</${resultTag}><PDF>${await receiptPdf(user, day, lines)}</PDF>`,
        );
      }
      case 'Tabella': {
        const csv = tableCsv(field('tipo'));
        if (csv === null) {
          return soapAnswer(
            operation,
            `<${resultTag}>${outcomeXml(failure('Tabella non prevista', '14', 'TABELLA_NON_VALIDA'))}</${resultTag}>`,
          );
        }
        const escaped = csv.replace(/&/g, '&amp;').replace(/</g, '&lt;');
        return soapAnswer(
          operation,
          `<${resultTag}>${outcomeXml(OK)}</${resultTag}><CSV>${escaped}</CSV>`,
        );
      }
      default:
        return soapAnswer(
          operation,
          `<${resultTag}>${outcomeXml(failure('Operazione non prevista'))}</${resultTag}>`,
        );
    }
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const url = new URL(req.url ?? '/', 'http://sim');
        if (url.pathname.startsWith('/__sim/')) return control(url, req.method ?? 'GET', body, res);
        if (req.method !== 'POST' || url.pathname !== SIM_PATH) {
          res.writeHead(404).end();
          return;
        }
        const operation = operationOf(
          String(req.headers['content-type'] ?? ''),
          String(req.headers.soapaction ?? ''),
          body,
        );
        const fault = state.takeFault(operation ?? '');
        if (fault?.mode === 'slow') await new Promise((r) => setTimeout(r, fault.ms ?? 2000));
        if (fault?.mode === 'http_500') {
          // Received, then failed: it counts as a call.
          state.calls.push({ operation: operation ?? '', user: text(body, 'Utente') ?? '' });
          res.writeHead(500, { 'content-type': 'application/soap+xml; charset=utf-8' });
          res.end(
            `<soap:Envelope xmlns:soap="${SOAP12_NAMESPACE}"><soap:Body><soap:Fault><soap:Code>` +
              `<soap:Value>soap:Receiver</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="it">` +
              `Errore interno</soap:Text></soap:Reason></soap:Fault></soap:Body></soap:Envelope>`,
          );
          return;
        }
        const xml = operation ? await answer(operation, body, fault) : null;
        if (xml === null) {
          hanging.add(res);
          return; // never answered: the caller times out
        }
        res.writeHead(200, { 'content-type': 'application/soap+xml; charset=utf-8' });
        res.end(xml);
      })().catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
  });

  const control = simulatorControl(state, {
    clock: () => ({ offset_days: offsetDays, today: today() }),
    setClock,
  });

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}${SIM_PATH}`,
    port: address.port,
    addAccount: (user: string, account: SimAccount) => state.addAccount(user, account),
    addFault: (fault: AlloggiatiFault) => state.addFault(fault),
    clearFaults: () => state.clearFaults(),
    expireTokens: () => state.expireTokens(),
    /** Lines the service kept, in arrival order. */
    sent: () => state.sent.map((s) => ({ ...s })),
    calls: () => state.calls.map((c) => ({ ...c })),
    /** The lines kept per user and per service day. */
    linesByUser: () => linesByUser(state),
    /** Moves the clock by whole days (0: the real day), e.g. to ask for today's receipt. */
    setClock,
    today,
    reset: () => {
      state.reset();
      setClock(0);
    },
    stop: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type AlloggiatiSimulator = Awaited<ReturnType<typeof startAlloggiatiSimulator>>;
