import { describe, expect, it } from 'vitest'
import { summarizeTapTrace, TAP_MARK, type TraceEvent } from '../inp/tapTrace.ts'

const thread = { pid: 1, tid: 7 }
const span = (name: string, ts: number, dur: number, data?: Record<string, unknown>): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  ...thread,
  ...(data ? { args: { data } } : {}),
})

/** The mark at trace time 1,000,000 µs, page time 500 ms; the tap 10 ms after it. */
const events: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...thread, args: { name: 'CrRendererMain' } },
  { name: TAP_MARK, cat: 'blink.user_timing', ph: 'R', ts: 1_000_000, ...thread },
  // A staged render already running when the finger lands: the input delay's cause.
  span('RunTask', 1_005_000, 30_000),
  span('FunctionCall', 1_005_100, 29_000, {
    functionName: 'performWorkUntilDeadline',
    url: 'http://x/a.js',
    lineNumber: 9,
  }),
  span('RunTask', 1_036_000, 20_000),
  span('EventDispatch', 1_036_500, 19_000, { type: 'click' }),
  span('FunctionCall', 1_037_000, 18_000, { functionName: 'add', url: 'http://x/card.js', lineNumber: 0 }),
  span('RunTask', 1_057_000, 12_000),
  span('Paint', 1_058_000, 10_000),
]

describe('summarizeTapTrace', () => {
  it('names the tasks in the input delay, the handlers and the presentation, on the page’s clock', () => {
    const text = summarizeTapTrace(
      events,
      500,
      { id: 1, name: 'click', startTime: 510, duration: 60, inputDelay: 26, processing: 20, presentation: 14 },
      { insertedRules: ['.a{color:red}'], mutatedNodes: 3 },
    )
    const [head, effects, ...rest] = text.split('\n')
    expect(head).toBe('click 60 ms: input delay 26, processing 20, presentation 14')
    expect(effects).toContain('style rules inserted after the tap: 1 (.a{color:red})')
    const delay = rest.slice(
      0,
      rest.findIndex((line) => line.startsWith('processing')),
    )
    expect(delay.join('\n')).toContain('task at -5 ms, 30 ms long: FunctionCall performWorkUntilDeadline /a.js:10')
    const processing = rest.slice(rest.findIndex((line) => line.startsWith('processing')))
    expect(processing[1]).toContain('EventDispatch click › FunctionCall add /card.js:1')
    expect(processing.join('\n')).toContain('task at 47 ms, 12 ms long: Paint')
  })
})
