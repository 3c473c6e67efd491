import { describe, expect, it } from 'vitest'
import { timeSpent, type LhrPart } from '../src/whereTimeGoes.ts'

const table = (items: object[]) => ({ details: { type: 'table', items } })
const request = (url: string, resourceType: string, transferSize: number, networkRequestTime: number) => ({
  url: `http://localhost${url}`,
  resourceType,
  transferSize,
  networkRequestTime,
})

/** Mobile throttling where 1,000 bytes take 5 ms on the link and the CPU is 4× slower. */
const lhr = {
  configSettings: { throttling: { throughputKbps: 1600, cpuSlowdownMultiplier: 4 } },
  audits: {
    metrics: table([{ observedLargestContentfulPaint: 400 }]),
    'first-contentful-paint': { numericValue: 1000 },
    'lcp-breakdown-insight': {
      details: {
        type: 'list',
        items: [
          {
            type: 'table',
            items: [
              { subpart: 'timeToFirstByte', label: 'Time to first byte', duration: 120 },
              { subpart: 'elementRenderDelay', label: 'Element render delay', duration: 275 },
            ],
          },
          { type: 'node' },
        ],
      },
    },
    'network-requests': table([
      request('/', 'Document', 20_000, 2),
      request('/hero.jpg', 'Image', 50_000, 150),
      request('/assets/entry.js', 'Script', 80_000, 200),
      request('/assets/font.woff2', 'Font', 30_000, 180),
      request('/assets/small.js', 'Script', 2_000, 210),
      request('/assets/late.js', 'Script', 90_000, 500),
    ]),
    'long-tasks': table([
      { url: 'http://localhost/', startTime: 900, duration: 200 },
      { url: 'http://localhost/assets/entry.js', startTime: 2000, duration: 300 },
      { url: 'http://localhost/assets/entry.js', startTime: 2400, duration: 80 },
      { url: 'Unattributable', startTime: 3000, duration: 120 },
      { url: 'http://localhost/assets/before-fcp.js', startTime: 100, duration: 300 },
    ]),
  },
} as unknown as LhrPart

const trace = {
  lcpImageUrl: 'http://localhost/hero.jpg',
  tasks: [
    { startMs: 100, durationMs: 60, attribution: 'Parse HTML & CSS (/)' },
    { startMs: 350, durationMs: 100, attribution: '/assets/entry.js' },
    { startMs: 390, durationMs: 5, attribution: '/assets/entry.js' },
    { startMs: 600, durationMs: 300, attribution: '/assets/late.js' },
  ],
}

describe('timeSpent', () => {
  const spent = timeSpent(lhr, trace)

  it('lists the LCP phases, longest first', () => {
    expect(spent.lcpPhases).toEqual([
      { name: 'Element render delay', ms: 275 },
      { name: 'Time to first byte', ms: 120 },
    ])
  })

  it('ranks rival requests by link time and work before the observed LCP by CPU time', () => {
    // Not the document, the LCP image, nor anything after the observed LCP; tasks clipped at it.
    expect(spent.lcpDelay).toEqual([
      { name: 'load /assets/entry.js (Script, 80.0 KB)', ms: 400 },
      { name: 'run Parse HTML & CSS (/)', ms: 240 },
      { name: 'run /assets/entry.js', ms: 220 },
    ])
  })

  it('sums the blocking part of long tasks after FCP per script', () => {
    expect(spent.tbt).toEqual([
      { name: '/assets/entry.js', ms: 280 },
      { name: 'Unattributable', ms: 70 },
      { name: '/', ms: 50 },
    ])
    expect(spent.tbtExplained).toBe(400)
  })
})
