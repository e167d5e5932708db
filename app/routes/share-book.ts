import type { Route } from './+types/share-book'
import { handleApi, jsonError, methodNotAllowed } from '~/.server/http'
import { bookHeaders, bookOptions, sharedBook } from '~/.server/stories/books'

/** GET /s/{token}/book.pdf?size=a4|letter|square&dedication=…: the shared story's picture book, while the link works. */
export const loader = ({ url, params }: Route.LoaderArgs) =>
  handleApi(async () => {
    const book = await sharedBook(params.token, bookOptions(url.searchParams))
    if (!book) return jsonError(404, 'Not found')
    return new Response(new Uint8Array(book.pdf), {
      headers: { ...bookHeaders(book.title), 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' },
    })
  }, 'Failed to make the book')

export const action = () => methodNotAllowed('GET')
