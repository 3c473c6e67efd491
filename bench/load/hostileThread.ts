import { once } from 'node:events'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { startHostileClients, type HostileOptions, type HostileTally } from './hostileClients.ts'

/**
 * The hostile clients on a thread of their own. Their requests and answers (about a thousand a
 * second, images among them) cost the generator real CPU; on autocannon's event loop that time
 * was counted in the normal visitors' latency as if the server had spent it. On their own thread
 * they still take their share of the machine's cores, as an attacker's machine would not, but no
 * longer delay the measurement itself.
 */
export function startHostileThread(origins: readonly string[], options: HostileOptions) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { origins, options } })
  return {
    stop: async (): Promise<HostileTally> => {
      worker.postMessage('stop')
      const [tally] = (await once(worker, 'message')) as [HostileTally]
      await worker.terminate()
      return tally
    },
  }
}

if (!isMainThread && parentPort) {
  const port = parentPort
  const { origins, options } = workerData as { origins: string[]; options: HostileOptions }
  const clients = startHostileClients(origins, options)
  port.once('message', async () => port.postMessage(await clients.stop()))
}
