import crypto from 'node:crypto';
import { all, envelope, inner, outcomeOf, text, type Outcome, type SoapValue } from './soap';

/**
 * Client of the Alloggiati Web SOAP service (SOAP 1.2). A token from GenerateToken is kept per
 * service URL, owner, user, password and WsKey, and reused until shortly before it expires; a
 * call refused for an expired token gets a new one once. Every failure is an AlloggiatiError
 * with an Italian message.
 */
export interface AlloggiatiCredentials {
  user: string;
  password: string;
  wskey: string;
}

export type AlloggiatiErrorKind =
  'credentials' | 'timeout' | 'unreachable' | 'server_error' | 'bad_answer' | 'refused';

export const ALLOGGIATI_MESSAGES = {
  credentials: (detail: string) =>
    `Credenziali Alloggiati Web non valide (utente, password o WsKey)${detail ? `: ${detail}` : ''}.`,
  timeout: 'Il servizio Alloggiati Web non ha risposto in tempo: riprovare più tardi.',
  unreachable: 'Il servizio Alloggiati Web non è raggiungibile: riprovare più tardi.',
  serverError: (status: number) =>
    `Il servizio Alloggiati Web ha risposto con un errore (HTTP ${status}): riprovare più tardi.`,
  badAnswer: 'Risposta non comprensibile dal servizio Alloggiati Web.',
  refused: (o: Outcome) =>
    `Il servizio Alloggiati Web ha rifiutato la richiesta: ${[o.description, o.detail].filter(Boolean).join(' – ') || 'nessun dettaglio'}${o.code ? ` (codice ${o.code})` : ''}.`,
} as const;

export interface AlloggiatiErrorContext {
  /** The operation that failed (GenerateToken when a token could not be had). */
  operation?: string;
  /**
   * The request went out and the service may have acted on it (a timeout, a connection lost
   * after sending, an HTTP 5xx, an answer that cannot be read). False when it surely did not
   * (connection refused, name unknown, an answer that refuses the request).
   */
  maybeReceived?: boolean;
}

export class AlloggiatiError extends Error {
  readonly operation: string;
  readonly maybeReceived: boolean;

  constructor(
    readonly kind: AlloggiatiErrorKind,
    message: string,
    readonly outcome?: Outcome,
    context: AlloggiatiErrorContext = {},
  ) {
    super(message);
    this.operation = context.operation ?? '';
    this.maybeReceived = context.maybeReceived ?? false;
  }
}

/** Network errors raised before a request could be sent: the service surely got nothing. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

const causeCode = (err: unknown): string => {
  const cause = (err as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : '';
};

/** The outcome of one line of Test or Send, in line order. */
export interface LineOutcome {
  ok: boolean;
  code: string;
  description: string;
  detail: string;
}

export interface LinesResult {
  valid: number;
  lines: LineOutcome[];
}

export type TableKind =
  'Luoghi' | 'Tipi_Documento' | 'Tipi_Alloggiato' | 'TipoErrore' | 'ListaAppartamenti';

export interface AlloggiatiClientOptions {
  url: string;
  /** The owner whose account this is: a token is never shared between owners. */
  ownerId: number;
  credentials: AlloggiatiCredentials;
  timeoutMs?: number;
  now?: () => Date;
}

interface CachedToken {
  token: string;
  expires: number;
}

/**
 * Tokens shared by every client of the process, by service URL, owner, user and a hash of the
 * password and WsKey: only the very credentials that obtained a token reuse it (another owner
 * typing someone's portal user, or a changed password, must go through GenerateToken).
 */
const tokens = new Map<string, CachedToken>();
const EXPIRY_MARGIN_MS = 60_000;

export const forgetAlloggiatiTokens = () => tokens.clear();

const cacheKeyOf = (
  url: string,
  ownerId: number,
  { user, password, wskey }: AlloggiatiCredentials,
) =>
  JSON.stringify([
    url,
    ownerId,
    user,
    crypto
      .createHash('sha256')
      .update(JSON.stringify([password, wskey]))
      .digest('base64'),
  ]);

export const createAlloggiatiClient = ({
  url,
  ownerId,
  credentials,
  timeoutMs = 15_000,
  now = () => new Date(),
}: AlloggiatiClientOptions) => {
  const cacheKey = cacheKeyOf(url, ownerId, credentials);

  const post = async (operation: string, fields: Record<string, SoapValue>): Promise<string> => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': `application/soap+xml; charset=utf-8; action="AlloggiatiService/${operation}"`,
        },
        body: envelope(operation, fields),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new AlloggiatiError('timeout', ALLOGGIATI_MESSAGES.timeout, undefined, {
          operation,
          maybeReceived: true,
        });
      }
      throw new AlloggiatiError('unreachable', ALLOGGIATI_MESSAGES.unreachable, undefined, {
        operation,
        maybeReceived: !NOT_SENT_CODES.has(causeCode(err)),
      });
    }
    const sent = { operation, maybeReceived: true };
    let body: string;
    try {
      body = await response.text();
    } catch {
      throw new AlloggiatiError('timeout', ALLOGGIATI_MESSAGES.timeout, undefined, sent);
    }
    if (!response.ok) {
      throw new AlloggiatiError(
        'server_error',
        ALLOGGIATI_MESSAGES.serverError(response.status),
        undefined,
        { operation, maybeReceived: response.status >= 500 },
      );
    }
    const answer = inner(body, `${operation}Response`);
    if (answer === null) {
      throw new AlloggiatiError('bad_answer', ALLOGGIATI_MESSAGES.badAnswer, undefined, sent);
    }
    return answer;
  };

  const newToken = async (): Promise<string> => {
    const answer = await post('GenerateToken', {
      user: credentials.user,
      password: credentials.password,
      wsKey: credentials.wskey,
    });
    const result = inner(answer, 'result');
    const outcome = result === null ? null : outcomeOf(result);
    const info = inner(answer, 'GenerateTokenResult');
    const token = info === null ? null : text(info, 'token');
    if (outcome && !outcome.ok) {
      throw new AlloggiatiError(
        'credentials',
        ALLOGGIATI_MESSAGES.credentials(outcome.detail || outcome.description),
        outcome,
        { operation: 'GenerateToken' },
      );
    }
    const expires = Date.parse(info === null ? '' : (text(info, 'expires') ?? ''));
    if (!token || Number.isNaN(expires)) {
      throw new AlloggiatiError('bad_answer', ALLOGGIATI_MESSAGES.badAnswer, undefined, {
        operation: 'GenerateToken',
      });
    }
    tokens.set(cacheKey, { token, expires });
    return token;
  };

  const token = async (): Promise<string> => {
    const cached = tokens.get(cacheKey);
    if (cached && cached.expires - EXPIRY_MARGIN_MS > now().getTime()) return cached.token;
    return newToken();
  };

  /** The service answers an expired or unknown token with a failed outcome: retry once. */
  const isTokenProblem = (o: Outcome) => /token/i.test(`${o.description} ${o.detail}`);

  /**
   * One call with a token. The answer's outcome is read first and its value only when it is
   * ok: an answer refusing the token carries nothing else (no lines, no PDF). `fresh`: a new
   * token from GenerateToken whatever is cached, never retried.
   */
  const withToken = async <T>(
    operation: string,
    fields: Record<string, SoapValue>,
    read: { outcome: (answer: string) => Outcome; value: (answer: string) => T },
    { fresh = false }: { fresh?: boolean } = {},
  ): Promise<T> => {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await post(operation, {
        user: credentials.user,
        token: fresh ? await newToken() : await token(),
        ...fields,
      });
      const outcome = read.outcome(answer);
      if (outcome.ok) return read.value(answer);
      if (!fresh && attempt === 0 && isTokenProblem(outcome)) {
        tokens.delete(cacheKey);
        continue;
      }
      throw new AlloggiatiError('refused', ALLOGGIATI_MESSAGES.refused(outcome), outcome, {
        operation,
      });
    }
  };

  const badAnswer = (operation: string) =>
    new AlloggiatiError('bad_answer', ALLOGGIATI_MESSAGES.badAnswer, undefined, {
      operation,
      maybeReceived: true,
    });

  const resultOf = (answer: string, operation: string): Outcome => {
    const block = inner(answer, `${operation}Result`);
    if (block === null) throw badAnswer(operation);
    return outcomeOf(block);
  };

  const linesOf = (answer: string, operation: string): LinesResult => {
    const result = inner(answer, 'result');
    if (result === null) throw badAnswer(operation);
    return {
      valid: Number(text(result, 'SchedineValide') ?? 0),
      lines: all(inner(result, 'Dettaglio') ?? '', 'EsitoOperazioneServizio').map(outcomeOf),
    };
  };

  const checkLines = (operation: 'Test' | 'Send', lines: string[]) =>
    withToken(
      operation,
      { lines },
      {
        outcome: (answer) => {
          const outcome = resultOf(answer, operation);
          // A failed overall outcome with per-line details is still an answer about the lines.
          const details = inner(answer, 'Dettaglio');
          return details !== null && !isTokenProblem(outcome) ? { ...outcome, ok: true } : outcome;
        },
        value: (answer) => linesOf(answer, operation),
      },
    );

  return {
    /**
     * GenerateToken with these credentials (never a cached token) + Authentication_Test: the
     * service itself says whether the user, password and WsKey are right.
     */
    verify: () =>
      withToken(
        'Authentication_Test',
        {},
        {
          outcome: (answer) => resultOf(answer, 'Authentication_Test'),
          value: () => true as const,
        },
        { fresh: true },
      ),
    /** Test: checks the lines without sending them. */
    test: (lines: string[]) => checkLines('Test', lines),
    /** Send: the service keeps the valid lines only; one outcome per line, in order. */
    send: (lines: string[]) => checkLines('Send', lines),
    /** Ricevuta: the receipt PDF of a past day (last 30 days, never today). */
    receipt: (day: string) =>
      withToken(
        'Ricevuta',
        { day: `${day}T00:00:00` },
        {
          outcome: (answer) => resultOf(answer, 'Ricevuta'),
          value: (answer) => Buffer.from(text(answer, 'PDF') ?? '', 'base64'),
        },
      ),
    /** Tabella: a `;`-separated CSV of the service's tables. */
    table: (kind: TableKind) =>
      withToken(
        'Tabella',
        { kind },
        {
          outcome: (answer) => resultOf(answer, 'Tabella'),
          value: (answer) => text(answer, 'CSV') ?? '',
        },
      ),
  };
};

export type AlloggiatiClient = ReturnType<typeof createAlloggiatiClient>;
