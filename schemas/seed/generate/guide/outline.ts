import { PDFHexString, PDFName, type PDFDocument, type PDFRef } from 'pdf-lib'

/**
 * The chapters as the PDF's bookmarks, opened beside the first page, so a reader on screen can jump
 * to a chapter as a reader on paper uses the contents page.
 */
export function addOutline(doc: PDFDocument, chapters: { title: string; page: number }[]) {
  const { context } = doc
  const root = context.nextRef()
  const refs: PDFRef[] = chapters.map(() => context.nextRef())
  chapters.forEach((chapter, i) => {
    const item = context.obj({
      Title: PDFHexString.fromText(chapter.title),
      Parent: root,
      Dest: [doc.getPage(chapter.page - 1).ref, 'Fit'],
      ...(i > 0 ? { Prev: refs[i - 1] } : {}),
      ...(i < refs.length - 1 ? { Next: refs[i + 1] } : {}),
    })
    context.assign(refs[i]!, item)
  })
  context.assign(root, context.obj({ Type: 'Outlines', First: refs[0], Last: refs.at(-1), Count: refs.length }))
  doc.catalog.set(PDFName.of('Outlines'), root)
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'))
}
