import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'

export type Email = {
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
}

export type Mailer = { send(email: Email): Promise<string> }

/**
 * SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com or smtp://localhost:2525).
 * One connection per message (no pool): an attempt is one SMTP conversation, and the outbox retries it.
 * Resolves with the server's message id once the server accepted the message (250 after DATA).
 */
export function createMailer({
  url,
  from,
  timeoutMs = 30_000,
}: {
  url: string
  from: string
  timeoutMs?: number
}): Mailer {
  // nodemailer reads `url` (host, port, TLS, credentials) and lets the options beside it add to it.
  const options = { url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }
  const transport = nodemailer.createTransport(options as SMTPTransport.Options)
  return {
    async send(email) {
      const info = await transport.sendMail({ from, ...email })
      if (info.rejected.length) throw new Error(`refused recipient(s): ${info.rejected.join(', ')}`)
      return String(info.messageId ?? info.response)
    },
  }
}
