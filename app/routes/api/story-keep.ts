import type { Route } from './+types/story-keep'
import { sessionUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { getStoryForViewer } from '~/.server/stories/service'
import { keepVersion } from '~/.server/stories/versions'
import { parseId } from '~/lib/ids'

/** POST /api/stories/{id}/keep: of a story and its new telling, keep this one; the other is deleted. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const userId = sessionUser(context)?.id ?? 0
    const kept = await keepVersion(userId, parseId(params.id))
    return Response.json(await getStoryForViewer(kept, { id: userId }))
  }, 'Failed to keep this version')

export const loader = () => methodNotAllowed('POST')
