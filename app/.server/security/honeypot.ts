import { HONEYPOT_FIELD } from '~/lib/honeypot'
import { AppError } from '../errors'

export function assertNoHoneypot(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD)
  if (typeof value === 'string' && value !== '') throw new AppError(400, 'Form submission rejected')
}
