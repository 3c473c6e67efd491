import { colors, fonts } from '../../theme/tokens.ts'

/**
 * The short page a limit answers a page request with (429 from the render limit, 503 from the render
 * timeout): the brand and one sentence, legible on a phone (a viewport, the brand's colours and type),
 * with no script, image or request of its own, since whoever sees it is being asked to come back
 * later. `message` is a sentence of ours, never anything the request sent.
 */
export function messagePage(message: string): string {
  const style =
    `body{margin:0;min-height:100vh;display:grid;place-items:center;background:${colors.paper};color:${colors.maroon};` +
    `font:1.125rem/1.7 ${fonts.body}}main{max-width:32rem;padding:2rem 1.5rem;text-align:center}` +
    `h1{font:400 2.25rem/1.1 ${fonts.display};margin:0 0 1rem}`
  return (
    '<!doctype html><html lang="en-AU"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Amaranth Events</title>' +
    `<style>${style}</style></head><body><main><h1>Amaranth Events</h1><p>${message}</p></main></body></html>`
  )
}
