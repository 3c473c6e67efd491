import { readFileSync } from 'node:fs'

/** USER_HZ, the unit of /proc/<pid>/stat times: 100 on every Linux build in use. */
const TICKS_PER_SECOND = 100

/**
 * CPU seconds (user + system, all threads) the production servers started by this process have used
 * so far, summed over every instance, from /proc; undefined where there is no /proc. On a shared machine
 * wall-clock figures depend on the neighbours, CPU time per request much less, so the report gives both.
 */
export function serverCpuSeconds(): number | undefined {
  try {
    const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/)
    const servers = children.filter((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('src/server/main.ts'),
    )
    if (!servers.length) return undefined
    // Fields after "(comm) ": state is the first, utime the 12th and stime the 13th.
    return servers.reduce((sum, pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      return sum + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
    }, 0)
  } catch {
    return undefined
  }
}
