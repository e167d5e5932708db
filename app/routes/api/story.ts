import type { Route } from './+types/story'
import { sessionUser } from '~/.server/auth/guards'
import { AppError } from '~/.server/errors'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { getStoryForViewer } from '~/.server/stories/service'

/** GET /api/stories/{id}: the owner's story or a sample; anything else is 404 'Story not found'. */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  handleApi(() => {
    const id = /^\d{1,15}$/.test(params.id) ? Number(params.id) : NaN
    const story = getStoryForViewer(id, sessionUser(context))
    if (!story) throw new AppError(404, 'Story not found')
    return Response.json(story, { headers: { 'Cache-Control': 'private, no-cache' } })
  }, 'Failed to fetch story')

export const action = () => methodNotAllowed('GET')
