import { SUBMISSION_ID_PATTERN } from '../form-contracts/submissionIdPattern.ts'

/**
 * The draft's submission id (docs/decisions/0006): made once, kept in sessionStorage beside the
 * draft until the server confirms it, so every retry (after a reload too) is known as the same
 * submission and the server stores it once.
 */
const storageKey = (draftKey: string) => `${draftKey}.submissionId`

// getRandomValues works outside secure contexts too, unlike randomUUID (a site tried over plain http).
const newSubmissionId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')

// Where sessionStorage is unavailable (private mode, a full quota) the id lives as long as the page.
const pageIds = new Map<string, string>()

/** The draft's id: the saved one, or a new one saved now. */
export function draftSubmissionId(draftKey: string): string {
  try {
    const saved = window.sessionStorage.getItem(storageKey(draftKey))
    if (saved && SUBMISSION_ID_PATTERN.test(saved)) return saved
  } catch {
    // Unreadable storage: fall back to this page's id below.
  }
  const id = pageIds.get(draftKey) ?? newSubmissionId()
  pageIds.set(draftKey, id)
  try {
    window.sessionStorage.setItem(storageKey(draftKey), id)
  } catch {
    // Kept in pageIds for this page instead.
  }
  return id
}

/** After the server confirmed the submission: the next one is a new submission. */
export function forgetSubmissionId(draftKey: string) {
  pageIds.delete(draftKey)
  try {
    window.sessionStorage.removeItem(storageKey(draftKey))
  } catch {
    // Nothing was saved then either.
  }
}
