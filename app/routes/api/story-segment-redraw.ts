import type { Route } from './+types/story-segment-redraw'
import { sessionUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { redrawPage } from '~/.server/stories/editing'
import { segmentView } from '~/.server/stories/service'
import { parseId } from '~/lib/ids'

/** POST /api/stories/{id}/segments/{sequence}/redraw: a new picture for the page, free. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const userId = sessionUser(context)?.id ?? 0
    const page = await redrawPage(userId, parseId(params.id), parseId(params.sequence), request.signal)
    return Response.json(segmentView(page))
  }, 'Failed to draw a new picture')

export const loader = () => methodNotAllowed('POST')
