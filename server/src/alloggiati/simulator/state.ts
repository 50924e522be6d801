import crypto from 'node:crypto';

export type AlloggiatiFaultMode =
  /** Answers after `ms` milliseconds. */
  | 'slow'
  /** Send: keeps the valid lines, then never answers (the caller times out). */
  | 'timeout_in_send'
  /** HTTP 500 with a SOAP fault. */
  | 'http_500'
  /** GenerateToken refuses whatever the credentials. */
  | 'wrong_credentials'
  /**
   * Test and Send refuse the lines containing `match` (error 12 with `detail`), like a field the
   * real service judges otherwise (its own, newer tables); `times` counts refused lines.
   */
  | 'refuse_line';

export interface AlloggiatiFault {
  mode: AlloggiatiFaultMode;
  /** Only for this operation (e.g. Send); every operation when left out. */
  operation?: string;
  /** How many calls it hits (default 1). */
  times?: number;
  /** How many matching calls pass untouched before it hits (default 0). */
  skip?: number;
  ms?: number;
  /** refuse_line: the text a refused line contains (e.g. a surname in capitals). */
  match?: string;
  /** refuse_line: the refusal's ErroreDettaglio. */
  detail?: string;
}

export interface SentLine {
  user: string;
  /** yyyy-mm-dd, the service's day when it was received. */
  day: string;
  line: string;
}

export interface SimAccount {
  password: string;
  wskey: string;
}

export const createAlloggiatiSimState = (tokenTtlMs: number) => {
  const accounts = new Map<string, SimAccount>();
  const tokens = new Map<string, { user: string; expires: number }>();
  const faults: (AlloggiatiFault & { left: number; skipped: number })[] = [];
  const sent: SentLine[] = [];
  const calls: { operation: string; user: string }[] = [];

  return {
    accounts,
    sent,
    calls,
    tokenTtlMs,
    addAccount: (user: string, account: SimAccount) => accounts.set(user, account),
    issueToken: (user: string, now: number) => {
      const token = crypto.randomBytes(24).toString('base64url');
      tokens.set(token, { user, expires: now + tokenTtlMs });
      return { token, issued: now, expires: now + tokenTtlMs };
    },
    /** '' when the token is valid for the user, else the reason. */
    tokenProblem: (user: string, token: string, now: number): string => {
      const found = tokens.get(token);
      if (!found || found.user !== user) return 'Token non valido';
      if (found.expires <= now) return 'Token scaduto';
      return '';
    },
    expireTokens: () => {
      for (const value of tokens.values()) value.expires = 0;
    },
    addFault: (fault: AlloggiatiFault) =>
      faults.push({ ...fault, left: fault.times ?? 1, skipped: 0 }),
    clearFaults: () => faults.splice(0),
    /** The fault for this call, if any (consumed). */
    takeFault: (operation: string) => {
      const index = faults.findIndex((f) => {
        if (f.mode === 'refuse_line') return false;
        const only =
          f.operation ??
          (f.mode === 'wrong_credentials'
            ? 'GenerateToken'
            : f.mode === 'timeout_in_send'
              ? 'Send'
              : null);
        return only === null || only === operation;
      });
      if (index < 0) return null;
      const fault = faults[index];
      if (fault.skipped < (fault.skip ?? 0)) {
        fault.skipped += 1;
        return null;
      }
      fault.left -= 1;
      if (fault.left <= 0) faults.splice(index, 1);
      return fault;
    },
    /** The detail of a refuse_line fault this line meets (consumed), or null. */
    refusalOf: (line: string): string | null => {
      const index = faults.findIndex(
        (f) => f.mode === 'refuse_line' && !!f.match && line.includes(f.match),
      );
      if (index < 0) return null;
      const fault = faults[index];
      fault.left -= 1;
      if (fault.left <= 0) faults.splice(index, 1);
      return fault.detail ?? 'Campo non accettato';
    },
    reset: () => {
      tokens.clear();
      faults.splice(0);
      sent.splice(0);
      calls.splice(0);
    },
  };
};

export type AlloggiatiSimState = ReturnType<typeof createAlloggiatiSimState>;
