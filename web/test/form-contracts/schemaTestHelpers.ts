import type { z } from 'zod'

/** The first message zod gives for one field, as the form shows it; undefined when the field is valid. */
export function messageFor(schema: z.ZodType, values: Record<string, unknown>, field: string): string | undefined {
  const result = schema.safeParse(values)
  if (result.success) return undefined
  return result.error.issues.find((issue) => issue.path[0] === field)?.message
}
