import { request } from 'node:http'

export type RawAnswer = { status: number; body: Buffer; encoding: string | undefined; type: string }

/**
 * GET without decoding the body (so compressed sizes are what was sent) and on a fresh
 * connection: a kept-alive socket the server closes between Lighthouse runs would hang up.
 */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          encoding: res.headers['content-encoding'],
          type: String(res.headers['content-type'] ?? ''),
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** The identity body of a URL that must answer 200. */
export async function getBody(url: string): Promise<Buffer> {
  const answer = await getRaw(url, { 'accept-encoding': 'identity' })
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`)
  return answer.body
}
