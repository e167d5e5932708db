import type { Route } from './+types/stories'
import { assertEmailVerified, requireApiUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { CREATE_STORY_MESSAGES } from '~/.server/stories/create-messages'
import { withChildProfile } from '~/.server/stories/next-adventure'
import { createStory, getStoryForViewer, listUserStories, waitForStory } from '~/.server/stories/service'
import { storySchema } from '~/lib/schemas/story'

/** GET /api/stories: the signed-in user's stories, newest first. */
export const loader = ({ context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const user = requireApiUser(context, 'Please log in to view your stories')
    return Response.json(await listUserStories(user.id), { headers: { 'Cache-Control': 'no-store' } })
  }, 'Failed to fetch stories')

/**
 * POST /api/stories {childName, childAge, mainCharacter, theme} (or {childId, mainCharacter, theme}): spends one credit, then waits for
 * the story to finish and returns it (id, title, segments), so an API client need not poll. An
 * Idempotency-Key header makes a retry return the same story without spending again.
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('GET, POST')
    const user = requireApiUser(context, 'Please log in to create stories')
    assertEmailVerified(user)
    // childId: the remembered child's profile fills what the body leaves out.
    const input = parseWith(storySchema, await withChildProfile(user.id, await readJsonBody(request)))
    const { storyId, created } = await createStory(user, input, { idempotencyKey: request.headers.get('Idempotency-Key') })
    const story = await waitForStory(storyId, request.signal)
    const view = (await getStoryForViewer(story.id, user))!
    if (story.status === 'failed') return Response.json({ error: view.error, id: view.id }, { status: 502 })
    return Response.json(view, { status: created ? 201 : 200 })
  }, CREATE_STORY_MESSAGES.failed)
