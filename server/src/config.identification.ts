import type { z } from 'zod';
import { custom, integer, optionalText } from './config.settings';

// The settings of identification at the door (general section of server/README.md),
// AppConfig's `identification`.

export interface IdentificationSettings {
  /** STUN URLs handed to both browsers (ICE_STUN_URLS). */
  stunUrls: string[];
  /** TURN URLs (ICE_TURN_URLS); credentials are computed per request from `turnSecret`. */
  turnUrls: string[];
  /** coturn's `static-auth-secret` (TURN_SECRET); never sent to a client. */
  turnSecret: string | null;
  turnTtlSeconds: number;
  /**
   * The most an unanswered call rings (IDENTIFICATION_RING_SECONDS); each apartment sets its own
   * time up to this.
   */
  ringSeconds: number;
  /** An answered call still going after this long is ended by the server. */
  maxCallSeconds: number;
}

const ICE_SCHEMES: Record<'ICE_STUN_URLS' | 'ICE_TURN_URLS', RegExp> = {
  ICE_STUN_URLS: /^stuns?:[^\s,@/]+$/i,
  ICE_TURN_URLS: /^turns?:[^\s,@/]+(\?transport=(udp|tcp))?$/i,
};

/** A comma-separated list of stun:/stuns: (or turn:/turns:) URLs, as RTCIceServer takes them. */
const iceUrls =
  (name: keyof typeof ICE_SCHEMES, example: string) =>
  (raw: string | undefined): { value: string[] } | { error: string } => {
    const urls = (raw ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    const bad = urls.find((url) => !ICE_SCHEMES[name].test(url));
    if (bad === undefined) return { value: urls };
    return { error: `${name}: '${bad}' is not a URL such as ${example}` };
  };

const general = 'general' as const;

export const identificationSettingsFields = {
  ICE_STUN_URLS: custom(iceUrls('ICE_STUN_URLS', 'stun:turn.example.com:3478'), {
    default: '–',
    meaning:
      'comma-separated STUN URLs (`stun:host:3478`) the identification video call uses to find ' +
      "each phone's public address. Unset: only direct (same network) and TURN paths",
    section: general,
  }),
  ICE_TURN_URLS: custom(iceUrls('ICE_TURN_URLS', 'turn:turn.example.com:3478?transport=udp'), {
    default: '–',
    meaning:
      'comma-separated TURN URLs (`turn:host:3478?transport=udp`, `turns:host:5349`) relaying the ' +
      'call when no direct path exists (coturn with `use-auth-secret`); needs `TURN_SECRET`',
    section: general,
  }),
  TURN_SECRET: optionalText({
    meaning:
      "the TURN server's shared secret (coturn's `static-auth-secret`): each ICE-servers request " +
      'gets a username `<expiry>:<id>` and its HMAC-SHA1; the secret itself is never sent',
    section: general,
  }),
  TURN_TTL_SECONDS: integer(
    3600,
    {
      meaning: 'how long the TURN credentials of one ICE-servers request stay valid',
      section: general,
    },
    { min: 60, max: 86_400 },
  ),
  IDENTIFICATION_RING_SECONDS: integer(
    600,
    {
      meaning:
        "the longest a guest's identification call may ring before it is missed: each " +
        'apartment sets its own time (default 2 minutes), up to this',
      section: general,
    },
    { min: 5, max: 3600 },
  ),
};

type Fields = {
  [K in keyof typeof identificationSettingsFields]: z.output<
    (typeof identificationSettingsFields)[K]
  >;
};

/** TURN URLs without the secret would hand out credentials no TURN server accepts. */
export const checkIdentificationSettings = (settings: Fields, ctx: z.RefinementCtx): void => {
  if (settings.ICE_TURN_URLS.length > 0 && settings.TURN_SECRET === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['TURN_SECRET'],
      message: 'TURN_SECRET is required with ICE_TURN_URLS (the TURN server checks its HMAC)',
    });
  }
};

export const identificationSettingsOf = (settings: Fields): IdentificationSettings => ({
  stunUrls: settings.ICE_STUN_URLS,
  turnUrls: settings.ICE_TURN_URLS,
  turnSecret: settings.TURN_SECRET,
  turnTtlSeconds: settings.TURN_TTL_SECONDS,
  ringSeconds: settings.IDENTIFICATION_RING_SECONDS,
  maxCallSeconds: 30 * 60,
});
