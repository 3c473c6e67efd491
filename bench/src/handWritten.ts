/** The report's hand-written analysis: its heading starts so, whatever follows on the line. */
const ANALYSIS_HEADING = /^## Why the missed targets are missed.*$/m

/** That section of an existing report (up to the next `## ` heading), for the rewritten report to keep. */
export function handWrittenAnalysis(markdown: string): string | undefined {
  const start = markdown.search(ANALYSIS_HEADING)
  if (start < 0) return undefined
  const rest = markdown.slice(start)
  const next = rest.slice(1).search(/^## /m)
  return (next < 0 ? rest : rest.slice(0, next + 1)).trim()
}
