import type { Route } from './+types/story-book'
import { sessionUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { bookHeaders, bookOptions, ownersBook } from '~/.server/stories/books'
import { parseId } from '~/lib/ids'

/**
 * GET /api/stories/{id}/book.pdf?size=a4|letter|square&dedication=…: the printable picture book of
 * the owner's ready story (A4 by default; square is 21 × 21 cm); a dedication (up to 200
 * characters, moderated) gets a page of its own.
 */
export const loader = ({ url, params, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const options = bookOptions(url.searchParams)
    const { title, pdf } = await ownersBook(sessionUser(context)?.id ?? 0, parseId(params.id), options)
    return new Response(new Uint8Array(pdf), { headers: bookHeaders(title) })
  }, 'Failed to make the book')

export const action = () => methodNotAllowed('GET')
