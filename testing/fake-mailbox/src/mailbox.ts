/**
 * The e2e suite's inbox: an SMTP server (smtp-server) that parses every message it accepts (mailparser) and
 * an HTTP view for tests in another process: GET /__mail?to={address} lists the messages to that address
 * (subject, text, html), GET /__health.
 */
import { simpleParser } from 'mailparser'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type Mail = { to: string; subject: string; text: string; html: string; receivedAt: string }

export async function startMailbox({ smtpPort = 0, httpPort = 0 }: { smtpPort?: number; httpPort?: number } = {}) {
  const mails: Mail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const to = [mail.to ?? []]
            .flat()
            .map((address) => address.text)
            .join(', ')
          mails.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: new Date().toISOString(),
          })
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mailbox')
    response.setHeader('Content-Type', 'application/json')
    if (url.pathname === '/__health') return response.end('{"ok":true}')
    if (url.pathname !== '/__mail') {
      response.statusCode = 404
      return response.end('{"error":"not found"}')
    }
    const to = url.searchParams.get('to')?.toLowerCase() ?? ''
    response.end(JSON.stringify(mails.filter((mail) => mail.to.toLowerCase().includes(to))))
  })
  await new Promise<void>((resolve) => http.listen(httpPort, resolve))
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    url: `http://localhost:${(http.address() as AddressInfo).port}`,
    mails,
    close: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]),
  }
}
