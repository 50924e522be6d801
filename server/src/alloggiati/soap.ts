/**
 * The few pieces of SOAP 1.2 the Alloggiati Web service needs (document style, namespace
 * `AlloggiatiService`): an envelope writer and a reader of flat elements. The answers are small
 * and flat, so elements are found by local name (any prefix) instead of a full XML parser.
 */
export const SERVICE_NAMESPACE = 'AlloggiatiService';
export const SOAP12_NAMESPACE = 'http://www.w3.org/2003/05/soap-envelope';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export const unescapeXml = (text: string): string =>
  text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => {
      const map: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
      return map[name];
    });

export type SoapValue = string | string[] | undefined;

/** The service's element names of the request fields. */
const SOAP_NAMES: Record<string, string> = {
  user: 'Utente',
  password: 'Password',
  wsKey: 'WsKey',
  token: 'token',
  lines: 'ElencoSchedine',
  kind: 'tipo',
  day: 'Data',
};

/**
 * `<all:Op><all:Utente>value</all:Utente>…</all:Op>` from English field names (SOAP_NAMES); an
 * array becomes `<all:string>` items.
 */
export const envelope = (operation: string, fields: Record<string, SoapValue>): string => {
  const body = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [SOAP_NAMES[key] ?? key, value] as const)
    .map(([name, value]) =>
      Array.isArray(value)
        ? `<all:${name}>${value.map((v) => `<all:string>${escapeXml(v)}</all:string>`).join('')}</all:${name}>`
        : `<all:${name}>${escapeXml(value as string)}</all:${name}>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="utf-8"?>` +
    `<soap:Envelope xmlns:soap="${SOAP12_NAMESPACE}" xmlns:all="${SERVICE_NAMESPACE}">` +
    `<soap:Header/><soap:Body><all:${operation}>${body}</all:${operation}></soap:Body></soap:Envelope>`
  );
};

const elementPattern = (name: string, flags = '') =>
  new RegExp(
    `<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}\\s*>)`,
    flags,
  );

/** The raw inner XML of the first element called `name`, '' when empty, null when absent. */
export const inner = (xml: string, name: string): string | null => {
  const match = elementPattern(name).exec(xml);
  return match ? (match[1] ?? '') : null;
};

/** The text of the first element called `name` (unescaped), or null. */
export const text = (xml: string, name: string): string | null => {
  const raw = inner(xml, name);
  return raw === null ? null : unescapeXml(raw.trim());
};

/** The inner XML of every element called `name`, in order. */
export const all = (xml: string, name: string): string[] =>
  [...xml.matchAll(elementPattern(name, 'g'))].map((m) => m[1] ?? '');

/** The service's outcome block (EsitoOperazioneServizio). */
export interface Outcome {
  ok: boolean;
  code: string;
  description: string;
  detail: string;
}

export const outcomeOf = (xml: string): Outcome => ({
  ok: text(xml, 'esito') === 'true',
  code: text(xml, 'ErroreCod') ?? '',
  description: text(xml, 'ErroreDes') ?? '',
  detail: text(xml, 'ErroreDettaglio') ?? '',
});

export const outcomeXml = (o: Outcome): string =>
  `<esito>${o.ok}</esito>` +
  (o.code ? `<ErroreCod>${escapeXml(o.code)}</ErroreCod>` : '<ErroreCod/>') +
  (o.description ? `<ErroreDes>${escapeXml(o.description)}</ErroreDes>` : '<ErroreDes/>') +
  (o.detail ? `<ErroreDettaglio>${escapeXml(o.detail)}</ErroreDettaglio>` : '<ErroreDettaglio/>');

/** The SOAP 1.2 operation a request names (content-type action, SOAPAction header or body). */
export const operationOf = (
  contentType: string,
  soapAction: string,
  body: string,
): string | null => {
  const action = /action="?([^";]+)"?/i.exec(contentType)?.[1] ?? soapAction.replace(/"/g, '');
  const fromAction = /AlloggiatiService\/(\w+)/.exec(action)?.[1];
  if (fromAction) return fromAction;
  return /<(?:[\w.-]+:)?Body[^>]*>\s*<(?:[\w.-]+:)?(\w+)/.exec(body)?.[1] ?? null;
};
