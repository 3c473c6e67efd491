/**
 * Stripe's request bodies are form-encoded with brackets (`line_items[0][price_data][currency]=aud`);
 * this turns one back into the nested object the API reads. Numeric keys make arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue }

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[')
    let node: Record<string, FormValue> | FormValue[] = root
    path.forEach((part, index) => {
      const last = index === path.length - 1
      const container = node as Record<string, FormValue>
      if (last) {
        container[part] = value
        return
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!)
      container[part] ??= nextIsIndex ? [] : {}
      node = container[part] as Record<string, FormValue>
    })
  }
  return root
}
