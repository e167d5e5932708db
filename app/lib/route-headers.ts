import type { HeadersFunction } from 'react-router'

/** Lets a page action's Retry-After (rate limits) reach the browser. */
export const forwardActionHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}
