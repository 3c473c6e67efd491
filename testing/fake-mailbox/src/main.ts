#!/usr/bin/env node
/** The inbox as a process of its own, for the e2e suite's webServer: SMTP on FAKE_MAILBOX_SMTP_PORT, HTTP on FAKE_MAILBOX_PORT. */
import { startMailbox } from './mailbox.ts'

const mailbox = await startMailbox({
  smtpPort: Number(process.env.FAKE_MAILBOX_SMTP_PORT ?? 7273),
  httpPort: Number(process.env.FAKE_MAILBOX_PORT ?? 7274),
})
console.log(`Fake mailbox: SMTP ${mailbox.smtpUrl}, messages at ${mailbox.url}/__mail`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void mailbox.close().then(() => process.exit(0)))
