/** Element ids of a form's fields, so labels, help, errors and the error summary's links agree. */
export const fieldId = (formId: string, name: string) => `${formId}-${name}`
export const helpId = (formId: string, name: string) => `${fieldId(formId, name)}-help`
export const errorId = (formId: string, name: string) => `${fieldId(formId, name)}-error`
