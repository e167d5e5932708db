import type { Route } from './+types/story-shares'
import { sessionUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { createShare, listShares } from '~/.server/stories/shares'
import { parseId } from '~/lib/ids'
import { shareApiSchema } from '~/lib/schemas/share'

/**
 * GET /api/stories/{id}/shares: the story's working share links (id, createdAt, expiresAt, note).
 * POST {expiresInDays: 7 | 30 | null, note?: string (up to 200 characters, moderated)} → 201
 * {id, url, expiresAt, note}: a new link, shown this once. Owner only; anyone else gets 404
 * 'Story not found'; a flagged note is 422.
 */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  handleApi(async () => Response.json(await listShares(sessionUser(context)?.id ?? 0, parseId(params.id))))

export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('GET, POST')
    const userId = sessionUser(context)?.id ?? 0
    const storyId = parseId(params.id)
    const { expiresInDays, note } = parseWith(shareApiSchema, await readJsonBody(request))
    const share = await createShare(userId, storyId, expiresInDays, note)
    return Response.json(share, { status: 201 })
  }, 'Failed to create the share link')
