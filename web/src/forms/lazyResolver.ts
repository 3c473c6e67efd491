import type { FieldValues, Resolver } from 'react-hook-form'

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
