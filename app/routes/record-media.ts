import type { Route } from './+types/record-media'
import { handleApi, jsonError, methodNotAllowed } from '~/.server/http'
import { serveMedia } from '~/.server/media/serve'
import { isMediaOfRecording, recordingTarget } from '~/.server/recordings/voices'

/** GET/HEAD /r/{token}/media/…: the story's pictures and this voice's takes, while the recording link works. */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  handleApi(async () => {
    const relative = params['*'] ?? ''
    const target = await recordingTarget(params.token)
    if (!target || !(await isMediaOfRecording(target, relative))) return jsonError(404, 'Not found')
    const response = await serveMedia(request, relative, { isPublic: false })
    response.headers.set('Referrer-Policy', 'no-referrer')
    response.headers.set('X-Robots-Tag', 'noindex')
    return response
  })

export const action = () => methodNotAllowed('GET, HEAD')
