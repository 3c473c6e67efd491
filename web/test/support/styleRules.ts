/**
 * Every style rule in the document, as text: styled-components writes them into a `<style>` or
 * inserts them into its sheet, and both land in the sheet's rules. A tap should add none: a rule
 * inserted in a tap makes the browser restyle the page before its paint (docs/decisions/0023).
 */
export const styleRules = (): string[] => cssRules().map((rule) => rule.cssText)

/** The same rules as objects, for reading their selectors and declarations. */
export const cssRules = (): CSSRule[] =>
  [...document.querySelectorAll('style')].flatMap((style) => [...(style.sheet?.cssRules ?? [])])

/** The rules in the document now that were not in `before`. */
export const rulesAddedSince = (before: readonly string[]): string[] =>
  styleRules().filter((rule) => !before.includes(rule))
