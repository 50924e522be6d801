import crypto from 'node:crypto';

export type AlloggiatiFaultMode =
  /** Answers after `ms` milliseconds. */
  | 'slow'
  /** Send: keeps the valid lines, then never answers (the caller times out). */
  | 'timeout_in_send'
  /** HTTP 500 with a SOAP fault. */
  | 'http_500'
  /** GenerateToken refuses whatever the credentials. */
  | 'wrong_credentials';

export interface AlloggiatiFault {
  mode: AlloggiatiFaultMode;
  /** Only for this operation (e.g. Send); every operation when left out. */
  operation?: string;
  /** How many calls it hits (default 1). */
  times?: number;
  ms?: number;
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
  const faults: (AlloggiatiFault & { left: number })[] = [];
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
    addFault: (fault: AlloggiatiFault) => faults.push({ ...fault, left: fault.times ?? 1 }),
    clearFaults: () => faults.splice(0),
    /** The fault for this call, if any (consumed). */
    takeFault: (operation: string) => {
      const index = faults.findIndex((f) => {
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
      fault.left -= 1;
      if (fault.left <= 0) faults.splice(index, 1);
      return fault;
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
