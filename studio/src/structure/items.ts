import type { ComponentType } from 'react'
import type { StructureBuilder } from 'sanity/structure'
import type { SingletonType } from '../singletons.ts'

type Icon = ComponentType

/** A singleton opens straight into its one document (id = type name): no list, no "create new". */
export const singletonItem = (S: StructureBuilder, typeName: SingletonType, title: string, icon: Icon) =>
  S.listItem()
    .id(typeName)
    .title(title)
    .icon(icon)
    .schemaType(typeName)
    .child(S.document().id(typeName).title(title).schemaType(typeName).documentId(typeName))

/** A document type list sorted by its `sortOrder` field, the order the site shows. */
export const sortedTypeItem = (S: StructureBuilder, typeName: string, title: string, icon: Icon) =>
  S.listItem()
    .id(typeName)
    .title(title)
    .icon(icon)
    .schemaType(typeName)
    .child(
      S.documentTypeList(typeName)
        .id(typeName)
        .title(title)
        .defaultOrdering([{ field: 'sortOrder', direction: 'asc' }]),
    )
