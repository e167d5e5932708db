import type { Route } from './+types/story-retell'
import { sessionUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { getStoryForViewer } from '~/.server/stories/service'
import { retellStory } from '~/.server/stories/versions'
import { parseId } from '~/lib/ids'

/**
 * POST /api/stories/{id}/retell: a new telling from the same details, made beside the story (free
 * once within 7 days, then one credit). 202 with the new story (generating) and `price`; 200 with
 * the one already waiting, for which nothing more is spent.
 */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const userId = sessionUser(context)?.id ?? 0
    const { storyId, created, price } = await retellStory(userId, parseId(params.id))
    return Response.json(
      { ...(await getStoryForViewer(storyId, { id: userId })), price: created ? price : null },
      { status: created ? 202 : 200, headers: { Location: `/api/stories/${storyId}` } },
    )
  }, 'Failed to make a new version')

export const loader = () => methodNotAllowed('POST')
