import type { Route } from './+types/media'
import { sessionUser } from '~/.server/auth/guards'
import { handleApi, jsonError, methodNotAllowed } from '~/.server/http'
import { mediaAccess } from '~/.server/media/access'
import { serveMedia } from '~/.server/media/serve'

/**
 * GET/HEAD /api/media/{images|audio}/{hash}.{ext}: pictures, clips and word timings of stories,
 * to the story's owner or, for samples, to anyone. Only exact stored names are ever looked up.
 */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const relative = params['*'] ?? ''
    const access = await mediaAccess(relative, sessionUser(context))
    if (!access.allowed) return jsonError(404, 'Not found')
    return serveMedia(request, relative, { isPublic: access.isPublic })
  })

export const action = () => methodNotAllowed('GET, HEAD')
