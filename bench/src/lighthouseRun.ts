import { launch } from 'chrome-launcher'
import lighthouse, { desktopConfig, type Result } from 'lighthouse'
import type { Preset } from './args.ts'
import { CHROME_HEADLESS_ARGS, CHROME_PATH } from './chrome.ts'
import { summarizeTrace, type Trace } from './traceTasks.ts'
import { timeSpent, type TimeSpent } from './whereTimeGoes.ts'

export type NetworkRequest = { url: string; resourceType?: string; transferSize?: number }

/** One Lighthouse run's figures: times in ms, scores 0–100. */
export type RunFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  fcp: number
  speedIndex: number
  /** The audits that cost a category points, so a report can say why a score is not 100. */
  failedAudits: string[]
  requests: NetworkRequest[]
  /** Where LCP and TBT went; missing if the trace could not be read (the run still counts). */
  timeSpent?: TimeSpent
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score
  if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${category} score`)
  return Math.round(value * 100)
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${audit}`)
  return value
}

/**
 * Each binary audit that failed, with why: its explanation, or else the first item it lists (for
 * `errors-in-console`, the first error's text), so a report can name what went wrong in that run.
 */
export function failedAudits(lhr: Pick<Result, 'audits'>): string[] {
  return Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
    .map((audit) => {
      const items = (audit.details as { items?: { description?: unknown; source?: unknown }[] } | undefined)?.items
      const first = items?.[0]
      const why =
        audit.explanation ??
        (typeof first?.description === 'string' ? `${first.source ?? ''} ${first.description}`.trim() : undefined)
      return why ? `${audit.id}: ${why.slice(0, 160)}` : audit.id
    })
}

function timeSpentOf(lhr: Result, trace: unknown): TimeSpent | undefined {
  try {
    return timeSpent(lhr, summarizeTrace(trace as Trace))
  } catch (error) {
    console.warn(`bench:   could not read the trace: ${error instanceof Error ? error.message : error}`)
    return undefined
  }
}

function figuresOf(lhr: Result): RunFigures {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const requests = lhr.audits['network-requests']?.details
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    speedIndex: numeric(lhr, 'speed-index'),
    failedAudits: failedAudits(lhr),
    requests: requests?.type === 'table' ? (requests.items as NetworkRequest[]) : [],
  }
}

/** One Lighthouse navigation in a fresh Chromium (cold cache, own profile), closed afterwards. */
async function runOnce(url: string, preset: Preset): Promise<RunFigures> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_HEADLESS_ARGS })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      preset === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error('Lighthouse returned no result')
    return { ...figuresOf(result.lhr), timeSpent: timeSpentOf(result.lhr, result.artifacts.Trace) }
  } finally {
    chrome.kill()
  }
}

export type RunOutcome = { figures?: RunFigures; errors: string[] }

/** A failed run is retried once; both errors are kept so the report can name them. */
export async function runLighthouse(url: string, preset: Preset): Promise<RunOutcome> {
  const errors: string[] = []
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return { figures: await runOnce(url, preset), errors }
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error))
      console.warn(`bench:   attempt ${attempt} failed: ${errors.at(-1)}`)
    }
  }
  return { errors }
}
