import type { Route } from './+types/story-book'
import { sessionUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { bookHeaders, bookSize, ownersBook } from '~/.server/stories/books'
import { parseId } from '~/lib/ids'

/** GET /api/stories/{id}/book.pdf?size=a4|letter: the printable picture book of the owner's ready story. */
export const loader = ({ url, params, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const size = bookSize(url.searchParams.get('size'))
    const { title, pdf } = await ownersBook(sessionUser(context)?.id ?? 0, parseId(params.id), size)
    return new Response(new Uint8Array(pdf), { headers: bookHeaders(title) })
  }, 'Failed to make the book')

export const action = () => methodNotAllowed('GET')
