import type { Route } from './+types/story-segment'
import { sessionUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { editPage } from '~/.server/stories/editing'
import { segmentView } from '~/.server/stories/service'
import { parseId } from '~/lib/ids'
import { pageTextSchema } from '~/lib/schemas/story-edit'

/** PUT /api/stories/{id}/segments/{sequence} {content}: fix a page's text; it is narrated again. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'PUT') return methodNotAllowed('PUT')
    const userId = sessionUser(context)?.id ?? 0
    const { content } = parseWith(pageTextSchema, await readJsonBody(request))
    const page = await editPage(userId, parseId(params.id), parseId(params.sequence), content, request.signal)
    return Response.json(segmentView(page))
  }, 'Failed to update the page')

export const loader = () => methodNotAllowed('PUT')
