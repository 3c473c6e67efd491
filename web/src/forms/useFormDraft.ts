import { useEffect } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

function readDraft(key: string): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null')
    if (!parsed || typeof parsed !== 'object') return null
    const entries = Object.entries(parsed).filter(([, value]) => typeof value === 'string')
    return entries.length ? Object.fromEntries(entries) : null
  } catch {
    return null
  }
}

function writeDraft(key: string, values: FieldValues) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values))
  } catch {
    // Private mode or a full quota: the form still works, the draft just does not survive a reload.
  }
}

export function clearDraft(key: string) {
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // Nothing was saved then either.
  }
}

/**
 * Keeps what the visitor typed in sessionStorage (this tab only, gone when it closes), so a reload
 * or an accidental navigation loses nothing. Restored after hydration; cleared after success.
 */
export function useFormDraft<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, key: string) {
  const { reset, watch, getValues } = form
  useEffect(() => {
    const draft = readDraft(key)
    if (draft) {
      const known = Object.fromEntries(Object.entries(draft).filter(([name]) => name in getValues()))
      reset({ ...getValues(), ...known } as T)
    }
    const subscription = watch((values) => writeDraft(key, values))
    return () => subscription.unsubscribe()
  }, [key, reset, watch, getValues])
}
