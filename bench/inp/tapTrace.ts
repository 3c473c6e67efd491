import type { ProbedInteraction } from './interactionProbe.ts'

/** What DevTools' Performance panel records, so the saved file opens there (or in Perfetto) as one of its own. */
export const TAP_TRACE_CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'latencyInfo',
  'loading',
]

/** The user-timing mark the runner sets just before the tap: it ties the page's clock to the trace's. */
export const TAP_MARK = 'bench:tap'

export type TraceEvent = {
  name: string
  cat?: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  id?: string
  args?: { name?: string; data?: Record<string, unknown> }
}

type Node = { event: TraceEvent; end: number; children: Node[] }

/** What the page saw during the traced tap, besides the trace: style rules inserted, DOM nodes touched. */
export type TapPageEffects = { insertedRules: string[]; mutatedNodes: number }

const ms = (us: number) => Math.round(us / 100) / 10

/** A trace event as a line of the summary: its kind and what it acted on (event type, script, URL). */
export function labelOf(event: TraceEvent): string {
  const data = event.args?.data ?? {}
  const where = (url: unknown, line: unknown) =>
    typeof url === 'string' && url ? ` ${url.replace(/^https?:\/\/[^/]+/, '')}:${Number(line ?? 0) + 1}` : ''
  switch (event.name) {
    case 'EventDispatch':
      return `EventDispatch ${String(data.type)}`
    case 'FunctionCall':
      return `FunctionCall ${String(data.functionName || '(anonymous)')}${where(data.url, data.lineNumber)}`
    case 'ResourceSendRequest':
      return `ResourceSendRequest ${String(data.url).replace(/^https?:\/\/[^/]+/, '')} (${String(data.priority ?? '')})`
    case 'TimerFire':
    case 'TimerInstall':
      return `${event.name} ${String(data.timerId ?? '')}`
    default:
      return event.name
  }
}

/** The main thread of the renderer that set the tap's mark. */
function mainThreadOf(events: TraceEvent[]): { pid: number; tid: number; mark: TraceEvent } {
  const mark = events.find((e) => e.name === TAP_MARK && e.cat?.includes('blink.user_timing'))
  if (!mark) throw new Error(`the trace has no "${TAP_MARK}" mark`)
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === mark.pid && e.args?.name === 'CrRendererMain',
  )
  return { pid: mark.pid, tid: main?.tid ?? mark.tid, mark }
}

/** Complete events (and begin/end pairs) of one thread as trees, each root a task. */
function taskTrees(events: TraceEvent[]): Node[] {
  const spans: TraceEvent[] = []
  const open: TraceEvent[] = []
  for (const event of events) {
    if (event.ph === 'X') spans.push(event)
    else if (event.ph === 'B') open.push(event)
    else if (event.ph === 'E') {
      const begin = open.pop()
      if (begin) spans.push({ ...begin, ph: 'X', dur: event.ts - begin.ts })
    }
  }
  spans.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const roots: Node[] = []
  const stack: Node[] = []
  for (const event of spans) {
    const node = { event, end: event.ts + (event.dur ?? 0), children: [] }
    while (stack.length && stack.at(-1)!.end <= event.ts) stack.pop()
    if (stack.length) stack.at(-1)!.children.push(node)
    else roots.push(node)
    stack.push(node)
  }
  return roots
}

/** Self time per label over a subtree, the task's own (RunTask) time left out. */
function selfTimes(node: Node, into = new Map<string, number>()): Map<string, number> {
  const self = node.end - node.event.ts - node.children.reduce((sum, c) => sum + (c.end - c.event.ts), 0)
  const label = labelOf(node.event)
  if (label !== 'RunTask' && label !== 'ThreadControllerImpl::RunTask') into.set(label, (into.get(label) ?? 0) + self)
  node.children.forEach((child) => selfTimes(child, into))
  return into
}

/** The named things a task did, outermost first: what started it, then the costliest work inside. */
function describeTask(task: Node): string {
  const named: string[] = []
  const walk = (node: Node, depth: number) => {
    if (depth > 0 && depth <= 3 && !/RunTask|RunMicrotasks|V8\.|v8\./.test(node.event.name)) {
      const label = labelOf(node.event)
      if (!named.includes(label)) named.push(label)
    }
    node.children.forEach((child) => walk(child, depth + 1))
  }
  walk(task, 0)
  const costly = [...selfTimes(task)]
    .filter(([, us]) => us >= 1000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([label, us]) => `${label} ${ms(us)}`)
  return `${named.slice(0, 6).join(' › ') || '(no named work)'}\n      self ms: ${costly.join(', ') || '< 1 each'}`
}

type Profile = { start: number; nodes: Map<number, { name: string; parent?: number }>; samples: [number, number][] }

/** The sampled JS profile of the main thread: each sample's time and its function (name, script and line). */
function profileOf(events: TraceEvent[], pid: number, tid: number): Profile {
  const profile: Profile = { start: 0, nodes: new Map(), samples: [] }
  const head = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)
  if (!head) return profile
  let time = Number(head.args?.data?.startTime ?? head.ts)
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === head.id && e.pid === pid)) {
    const data = chunk.args?.data as {
      cpuProfile?: {
        nodes?: {
          id: number
          parent?: number
          callFrame: { functionName: string; url?: string; lineNumber?: number }
        }[]
        samples?: number[]
      }
      timeDeltas?: number[]
    }
    for (const node of data.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber } = node.callFrame
      const file = url ? ` ${url.replace(/^https?:\/\/[^/]+/, '')}:${(lineNumber ?? 0) + 1}` : ''
      profile.nodes.set(node.id, { name: `${functionName || '(anonymous)'}${file}`, parent: node.parent })
    }
    const samples = data.cpuProfile?.samples ?? []
    samples.forEach((id, i) => {
      time += data.timeDeltas?.[i] ?? 0
      profile.samples.push([time, id])
    })
  }
  return profile
}

/** The JS functions that were on top of the stack most often between `from` and `to` (self time). */
function topFunctions(profile: Profile, from: number, to: number): string {
  const byName = new Map<string, number>()
  profile.samples.forEach(([time, id], i) => {
    if (time < from || time >= to) return
    const name = profile.nodes.get(id)?.name ?? '?'
    if (/^\((idle|program|root)\)/.test(name)) return
    const next = profile.samples[i + 1]?.[0] ?? time
    byName.set(name, (byName.get(name) ?? 0) + Math.min(next - time, 10_000))
  })
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6)
  return top.map(([name, us]) => `${name} ${ms(us)}`).join(', ') || 'none sampled'
}

/**
 * A few lines naming what the main thread ran in each part of the traced interaction: the tasks
 * under way during its input delay (work that was running, or started, before the handlers got the
 * event), the handlers', and the frame's until the paint. `markTime` is the mark's performance.now().
 */
export function summarizeTapTrace(
  traceEvents: TraceEvent[],
  markTime: number,
  interaction: ProbedInteraction,
  effects?: TapPageEffects,
): string {
  const { pid, tid, mark } = mainThreadOf(traceEvents)
  const toTrace = (pageMs: number) => mark.ts + (pageMs - markTime) * 1000
  const start = toTrace(interaction.startTime)
  const processingStart = start + interaction.inputDelay * 1000
  const processingEnd = processingStart + interaction.processing * 1000
  const end = start + interaction.duration * 1000
  const tasks = taskTrees(traceEvents.filter((e) => e.pid === pid && e.tid === tid))
  const profile = profileOf(traceEvents, pid, tid)
  const phases: [string, number, number][] = [
    ['input delay', start, processingStart],
    ['processing', processingStart, processingEnd],
    ['presentation', processingEnd, end],
  ]
  const lines = [
    `${interaction.name} ${Math.round(interaction.duration)} ms: input delay ${Math.round(interaction.inputDelay)}, processing ${Math.round(interaction.processing)}, presentation ${Math.round(interaction.presentation)}`,
  ]
  if (effects)
    lines.push(
      `style rules inserted after the tap: ${effects.insertedRules.length}${effects.insertedRules.length ? ` (${effects.insertedRules.slice(0, 3).join(' | ')})` : ''}; DOM nodes added, removed or changed: ${effects.mutatedNodes}`,
    )
  for (const [name, from, to] of phases) {
    lines.push(`${name} (${ms(to - from)} ms):`)
    const during = tasks.filter((t) => t.event.ts < to && t.end > from && t.end - t.event.ts >= 500)
    for (const task of during)
      lines.push(
        `  task at ${ms(task.event.ts - start)} ms, ${ms(task.end - task.event.ts)} ms long: ${describeTask(task)}`,
      )
    if (during.length === 0) lines.push('  no task over 0.5 ms on the main thread')
    lines.push(`  JS self ms: ${topFunctions(profile, from, to)}`)
  }
  return lines.join('\n')
}
