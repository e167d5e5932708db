import type { Route } from './+types/story'
import { sessionUser } from '~/.server/auth/guards'
import { AppError } from '~/.server/errors'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { deleteStory } from '~/.server/stories/deletion'
import { renameStory } from '~/.server/stories/editing'
import { getStoryForViewer } from '~/.server/stories/service'
import { parseId } from '~/lib/ids'
import { renameSchema } from '~/lib/schemas/story-edit'

/** GET /api/stories/{id}: the owner's story or a sample; anything else is 404 'Story not found'. */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const story = await getStoryForViewer(parseId(params.id), sessionUser(context))
    if (!story) throw new AppError(404, 'Story not found')
    return Response.json(story, { headers: { 'Cache-Control': 'private, no-cache' } })
  }, 'Failed to fetch story')

/**
 * PATCH /api/stories/{id} {title}: rename. DELETE /api/stories/{id}: delete the story and its
 * media (no credit back). Both 404 for anyone but the owner, signed in or not.
 */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleApi(async () => {
    const userId = sessionUser(context)?.id ?? 0
    const id = parseId(params.id)
    if (request.method === 'DELETE') {
      await deleteStory(userId, id)
      return Response.json({ ok: true, message: 'Story deleted' })
    }
    if (request.method === 'PATCH') {
      const { title } = parseWith(renameSchema, await readJsonBody(request))
      await renameStory(userId, id, title)
      return Response.json(await getStoryForViewer(id, { id: userId }))
    }
    return methodNotAllowed('GET, PATCH, DELETE')
  }, 'Failed to update story')
