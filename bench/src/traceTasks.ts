import { MainThreadTasks, type TaskNode } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js'
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'

/** A top-level main-thread task of a page load: times in ms from the navigation start, as observed. */
export type LoadTask = { startMs: number; durationMs: number; attribution: string }

/** What one trace says about a load: its main-thread tasks, and the LCP image if the LCP was one. */
export type TraceSummary = { tasks: LoadTask[]; lcpImageUrl?: string }

type TraceEvent = { name: string; args?: { data?: Record<string, unknown> } }
export type Trace = { traceEvents: TraceEvent[] }

/** A page's own URLs by path; anything else (Lighthouse's `_lighthouse-eval.js`, chrome://) as it is. */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url)
    return parsed.protocol.startsWith('http') ? parsed.pathname : url
  } catch {
    return url
  }
}

const isScript = (url: string) => /\.m?js$/.test(pathOf(url))

/** Self time per task group over a task's subtree: the task's top-level event is always "Other". */
function busiestGroup(task: TaskNode): string {
  const byGroup = new Map<string, number>()
  const visit = (node: TaskNode) => {
    byGroup.set(node.group.label, (byGroup.get(node.group.label) ?? 0) + node.selfTime)
    node.children.forEach(visit)
  }
  task.children.forEach(visit)
  byGroup.delete('Other')
  return [...byGroup].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'Other'
}

/**
 * The script a task ran, as Lighthouse attributes it (its bootup-time and long-tasks audits): the
 * first script URL on the task's stacks. Work no script asked for (parsing the HTML, layout) is
 * named by its busiest kind of work, with the document's path when Chromium tied it to one.
 */
export function attributionOf(task: TaskNode): string {
  const script = task.attributableURLs.find(isScript)
  if (script) return pathOf(script)
  const page = task.attributableURLs[0]
  const kind = busiestGroup(task)
  return page?.startsWith('http') ? `${kind} (${pathOf(page)})` : kind
}

/** The image the final LCP candidate painted, when it was an image (so its own request is no rival). */
function lcpImageUrl(trace: Trace): string | undefined {
  const last = (name: string) => trace.traceEvents.findLast((event) => event.name === name)
  if (last('largestContentfulPaint::Candidate')?.args?.data?.type !== 'image') return undefined
  const url = last('LargestImagePaint::Candidate')?.args?.data?.imageUrl
  return typeof url === 'string' ? url : undefined
}

/** The main thread of the traced page's renderer, split into tasks the way Lighthouse splits it. */
export function summarizeTrace(trace: Trace): TraceSummary {
  const processed = TraceProcessor.processTrace(trace as never)
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  )
  return {
    tasks: tasks
      .filter((task) => !task.parent && !task.unbounded)
      .map((task) => ({ startMs: task.startTime, durationMs: task.duration, attribution: attributionOf(task) })),
    lcpImageUrl: lcpImageUrl(trace),
  }
}
