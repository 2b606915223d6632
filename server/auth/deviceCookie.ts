import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * OWASP "Slow down online guessing attacks with device cookies": a browser in which an account
 * signed in carries a signed, random device id. Sent only to the sign-in route, never readable
 * by scripts. Which accounts signed in there is kept by the server (login_devices), so one
 * browser serves every account used in it (a shared office computer).
 */
export const DEVICE_COOKIE = 'device';
const PATH = '/v1/usuarios/auth';

/** The device id of a validly signed cookie; a missing, forged or tampered one is none. */
export const deviceOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const value = request.server.parseCookie(header)[DEVICE_COOKIE];
  if (!value) return undefined;
  const unsigned = request.server.unsignCookie(value);
  return unsigned.valid && unsigned.value && /^[A-Za-z0-9_-]{22,64}$/.test(unsigned.value) ? unsigned.value : undefined;
};

/** The browser's device id, a new one when it has none; the cookie lasts as long as the server remembers it. */
export const giveDevice = (request: FastifyRequest, reply: FastifyReply, days: number): string => {
  const device = deviceOf(request) ?? randomBytes(18).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, device, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    path: PATH,
    maxAge: days * 86400,
    // Over plain HTTP (a LAN install, tests) a Secure cookie would never come back.
    secure: request.protocol === 'https',
  });
  return device;
};
