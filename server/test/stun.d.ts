// @msimerson/stun 3.2 ships no types: only what test/turn-client.ts uses.
declare module '@msimerson/stun' {
  import type { Socket } from 'node:dgram';

  export interface StunAttribute {
    readonly type: number;
    readonly value: unknown;
  }
  export interface StunMessage {
    readonly type: number;
    readonly transactionId: Buffer;
    getAttribute(type: number): StunAttribute | undefined;
  }
  export interface StunRequest extends StunMessage {
    addAttribute(type: number, ...values: unknown[]): StunAttribute | undefined;
    addMessageIntegrity(key: string | Buffer): boolean;
    addFingerprint(): boolean;
  }
  export interface StunResponse extends StunMessage {
    getError(): { code: number; reason: string } | undefined;
    getRealm(): string | undefined;
    getNonce(): string | undefined;
  }
  export interface StunServer {
    close(): void;
  }
  export class StunResponseError extends Error {
    readonly packet: StunResponse;
    readonly code?: number;
  }
  export const constants: Record<string, number>;
  export function createMessage(type: number, transaction?: Buffer): StunRequest;
  export function createServer(options: { type: 'udp4' | 'udp6'; socket?: Socket }): StunServer;
  export function request(
    url: string,
    options?: { server?: StunServer; message?: StunRequest; timeout?: number; retries?: number },
  ): Promise<StunResponse>;
  export function validateFingerprint(message: StunMessage): boolean;
  export function validateMessageIntegrity(message: StunMessage, key: string | Buffer): boolean;
}
