import type { Route } from './+types/story-share'
import { sessionUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { revokeShare } from '~/.server/stories/shares'
import { parseId } from '~/lib/ids'

/** DELETE /api/stories/{id}/shares/{shareId}: the link stops working at once (204). */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'DELETE') return methodNotAllowed('DELETE')
    await revokeShare(sessionUser(context)?.id ?? 0, parseId(params.id), parseId(params.shareId))
    return new Response(null, { status: 204 })
  }, 'Failed to revoke the share link')

export const loader = () => methodNotAllowed('DELETE')
