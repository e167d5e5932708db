import type { Route } from './+types/share-media'
import { handleApi, jsonError, methodNotAllowed } from '~/.server/http'
import { serveMedia } from '~/.server/media/serve'
import { isMediaOfStory } from '~/.server/media/access'
import { sharedStoryId } from '~/.server/stories/shares'

/**
 * GET/HEAD /s/{token}/media/{images|audio}/{hash}.{ext}: the pictures, clips and word timings of
 * the shared story, while its link works; any other file, or a dead link, is 404.
 */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  handleApi(async () => {
    const relative = params['*'] ?? ''
    const storyId = await sharedStoryId(params.token)
    if (storyId === null || !(await isMediaOfStory(storyId, relative))) return jsonError(404, 'Not found')
    const response = await serveMedia(request, relative, { isPublic: false })
    response.headers.set('Referrer-Policy', 'no-referrer')
    response.headers.set('X-Robots-Tag', 'noindex')
    return response
  })

export const action = () => methodNotAllowed('GET, HEAD')
