import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'

/** This process, as a lease owner: host, pid and a token of this start (a restarted container may reuse a pid). */
export const processOwner = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`

/** Whether the process that holds a lease is known to have ended, so its lease can be taken at once. */
export function ownerIsGone(owner: string, self: string): boolean {
  const [host, pid, token] = owner.split(':')
  const [selfHost, selfPid, selfToken] = self.split(':')
  if (host !== selfHost) return false // another machine: only its lease's expiry frees it
  if (pid === selfPid) return token !== selfToken // this pid, an earlier start: that process is gone
  try {
    process.kill(Number(pid), 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}
