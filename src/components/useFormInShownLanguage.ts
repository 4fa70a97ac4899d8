import { useEffect, useRef } from 'react'
import type { FormErrors } from '@mantine/form'
import { useLanguage } from './useLanguage'

interface CheckedForm {
  errors: FormErrors
  validateField: (path: string) => unknown
}

/**
 * A Mantine form keeps each field's message as words, written when the field was checked. When the language changes,
 * this checks again the fields that show a message, so the messages on screen read in the new language (and no field
 * that shows none gains one).
 */
export function useFormInShownLanguage(form: CheckedForm): void {
  const language = useLanguage()
  const shown = useRef(language)
  const { errors, validateField } = form
  useEffect(() => {
    if (shown.current === language) return
    shown.current = language
    for (const field of Object.keys(errors)) validateField(field)
  }, [language, errors, validateField])
}
