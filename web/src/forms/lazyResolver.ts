import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/**
 * A resolver whose code (zod and the form's schema, about 25 KB gzip) loads when the form first
 * validates, on leaving a field or sending, instead of with the page (docs/decisions/0013).
 * `preload` starts loading sooner, when the visitor first focuses the form. A failed load is tried
 * again on the next validation.
 */
export function lazyResolver<T extends FieldValues, O extends FieldValues>(
  load: () => Promise<Resolver<T, unknown, O>>,
) {
  let loading: Promise<Resolver<T, unknown, O>> | undefined
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const resolver: Resolver<T, unknown, O> = async (values, context, options) =>
    (await preload())(values, context, options)
  return { resolver, preload: () => void preload().catch(() => {}) }
}

/**
 * `lazyResolver` for a form-contract schema: zod's resolver and the schema load together, so a
 * form names only where its schema lives.
 */
export function lazyZodResolver<T extends FieldValues, O extends FieldValues>(
  loadSchema: () => Promise<ZodType<O, T>>,
) {
  return lazyResolver<T, O>(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
    return zodResolver(schema)
  })
}
