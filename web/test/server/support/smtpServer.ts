import { simpleParser, type ParsedMail } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server in this process (smtp-server), whose accepted messages are parsed with mailparser.
 * `refuse(n)` answers the next n messages' DATA with 451 (a temporary refusal), as a mail server
 * that is down for a while; `refuse(Infinity)` until `accept()`.
 */
export async function startSmtpServer() {
  const messages: ParsedMail[] = []
  let refusals = 0
  let refused = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const refuse = refusals > 0
      if (refuse) refusals--
      simpleParser(stream).then(
        (mail) => {
          if (refuse) {
            refused++
            return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
          }
          messages.push(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse: (count: number) => void (refusals = count),
    accept: () => void (refusals = 0),
    refused: () => refused,
    /** Messages to an address (To). */
    to: (email: string) => messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>
