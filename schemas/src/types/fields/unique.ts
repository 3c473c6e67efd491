import type { CustomValidator } from 'sanity'

/**
 * A field value no other published or draft document of the type may share, for values the site
 * looks documents up by (a route, a category id).
 */
export function uniqueAmong(type: string, field: string): CustomValidator<string | undefined> {
  return async (value, context) => {
    if (!value) return true
    const id = context.document?._id.replace(/^drafts\./, '')
    const taken = await context
      .getClient({ apiVersion: '2025-02-19' })
      .fetch<number>(`count(*[_type == $type && @[$field] == $value && !(_id in [$id, "drafts." + $id])])`, {
        type,
        field,
        value,
        id: id ?? '',
      })
    return taken === 0 ? true : 'Another document already uses this value'
  }
}
