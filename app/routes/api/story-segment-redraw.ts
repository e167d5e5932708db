import type { Route } from './+types/story-segment-redraw'
import { sessionUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { redrawPage } from '~/.server/stories/editing'
import { segmentView } from '~/.server/stories/service'
import { parseId } from '~/lib/ids'
import { redrawSchema } from '~/lib/schemas/story-edit'

/**
 * POST /api/stories/{id}/segments/{sequence}/redraw [{show}]: a new picture for the page, free, in
 * another composition; `show`, one of the page's `pictureChoices`, is put in focus.
 */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const userId = sessionUser(context)?.id ?? 0
    const { show } = parseWith(redrawSchema, await readJsonBody(request))
    const page = await redrawPage(userId, parseId(params.id), parseId(params.sequence), { show, signal: request.signal })
    return Response.json(segmentView(page))
  }, 'Failed to draw a new picture')

export const loader = () => methodNotAllowed('POST')
