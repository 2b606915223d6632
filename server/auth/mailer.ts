import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../i18n';

/**
 * What the account routes send to a user's address. The product has no mail server: the
 * default mailer writes each message, link included, to the server log, where an operator
 * finds it. A real mailer (SMTP, an email API) implements the same interface.
 */
export interface Mailer {
  /** A link to /redefinir-senha/{id}?token=..., valid for a limited time. */
  passwordReset(mail: { to: string; firstName: string; link: string; locale: Locale }): Promise<void>;
  /** Someone asked for an account with an address that already has one (no account was made). */
  accountExists(mail: { to: string; firstName: string; link: string; locale: Locale }): Promise<void>;
}

export const logMailer = (log: FastifyBaseLogger): Mailer => ({
  async passwordReset({ to, link }) {
    log.info(`password reset link for ${to}: ${link}`);
  },
  async accountExists({ to, link }) {
    log.info(`account request for an existing address ${to} (nothing created); password reset page: ${link}`);
  },
});

let replacement: Mailer | undefined;

/**
 * Sends through `mailer` instead of the default until called again without one. For tests,
 * which read the links from it; the app itself never calls this.
 */
export const replaceMailer = (mailer?: Mailer): void => {
  replacement = mailer;
};

let warned = false;

/** The mailer in use, looked up at each send so a replacement takes effect at once. */
export const currentMailer = (log: FastifyBaseLogger, env: NodeJS.ProcessEnv = process.env): Mailer => {
  if (replacement) return replacement;
  if (env.SMTP_URL && !warned) {
    warned = true;
    log.warn('SMTP_URL is set, but this build has no SMTP transport yet: account mail goes to the log');
  }
  return logMailer(log);
};
