import 'server-only';
import { randomBytes } from 'node:crypto';
import { env } from '@/env';
import { createLeadMailer } from '@/server/mail/mailer';
import { smsSenderFor } from '@/server/providers/sms';
import type { SignInCodeDelivery } from './site-auth';
import { signInCodeEmail, signInCodeSms } from './sign-in-messages';

/** The address part of MAIL_FROM ('Name <address>' or a bare address). */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/**
 * Codes go straight out, not through the lead outbox (decision 050): a code is worth five minutes, so a retry
 * an hour later helps nobody; a failed send is told to the buyer, who asks again. The built-in transports write
 * files (mail under {DATA_DIR}/mail/{site}/new, SMS under {DATA_DIR}/sms/{site}) so nothing leaves the machine.
 */
export function createSignInCodeDelivery(options: {
  dataDir: string;
  smtpUrl?: string;
  mailFrom: string;
  sms: Parameters<typeof smsSenderFor>[0];
}): SignInCodeDelivery {
  const mailer = createLeadMailer({ smtpUrl: options.smtpUrl, dataDir: options.dataDir });
  const sms = smsSenderFor(options.sms);
  return {
    email: async (site, to, code) => {
      const { subject, text } = signInCodeEmail(site.name, code);
      const id = `${Date.now()}-${randomBytes(6).toString('hex')}`;
      await mailer.send({
        from: `${site.name} <${mailAddress(options.mailFrom)}>`,
        to,
        replyTo: null,
        subject,
        text,
        date: new Date(),
        messageId: `<sign-in-${id}@forecourt>`,
        siteSlug: site.slug,
        fileName: `sign-in-${id}.eml`,
      });
    },
    sms: (site, to, code) =>
      sms.send({ siteSlug: site.slug, to, body: signInCodeSms(site.name, code), purpose: 'sign-in-code' }),
  };
}

export function defaultSignInCodeDelivery(): SignInCodeDelivery {
  return createSignInCodeDelivery({
    dataDir: env.DATA_DIR,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sms: {
      gatewayUrl: env.SMS_GATEWAY_URL,
      apiKey: env.SMS_GATEWAY_KEY,
      from: env.SMS_FROM,
      timeoutMs: env.SMS_TIMEOUT_MS,
      dataDir: env.DATA_DIR,
    },
  });
}
