import type { Route } from './+types/story-bundle'
import { sessionUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { bundleHeaders, ownersBundle } from '~/.server/stories/books'
import { parseId } from '~/lib/ids'

/** GET /api/stories/{id}/bundle.zip: the story to keep offline (PDF, pictures, narration, a page that plays it). */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const { title, zip } = await ownersBundle(sessionUser(context)?.id ?? 0, parseId(params.id))
    return new Response(new Uint8Array(zip), { headers: bundleHeaders(title) })
  }, 'Failed to make the download')

export const action = () => methodNotAllowed('GET')
