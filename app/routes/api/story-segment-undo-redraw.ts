import type { Route } from './+types/story-segment-undo-redraw'
import { sessionUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { undoRedraw } from '~/.server/stories/editing'
import { segmentView } from '~/.server/stories/service'
import { parseId } from '~/lib/ids'

/** POST /api/stories/{id}/segments/{sequence}/undo-redraw: the picture the last redraw replaced, back again. */
export const action = ({ params, request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const userId = sessionUser(context)?.id ?? 0
    const page = await undoRedraw(userId, parseId(params.id), parseId(params.sequence))
    return Response.json(segmentView(page))
  }, 'Failed to bring back the picture')

export const loader = () => methodNotAllowed('POST')
