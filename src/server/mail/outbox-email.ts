/** What the outbox stores for an email: rendered once, in the lead's transaction, so retries send the same. */
export type EmailOutboxPayload = {
  site: { id: number; slug: string; name: string };
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** The HTML part (buyer confirmations and dealer emails since decision 053; older rows have text only). */
  html?: string;
  /** A test drive's calendar file, rendered with the email so a retry sends the same bytes. */
  attachments?: EmailAttachment[];
};

export type EmailAttachment = { filename: string; contentType: string; content: string };
