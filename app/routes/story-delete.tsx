import { Link } from 'react-router'
import type { Route } from './+types/story-delete'
import { readForm } from '~/.server/forms'
import { deleteStory } from '~/.server/stories/deletion'
import { ownedStoryForPage } from '~/.server/stories/owner-pages'
import { redirectWithToast } from '~/.server/toast'
import { CardPage } from '~/components/CardPage'
import { ConfirmDeleteStory } from '~/components/StoryActions'

export const meta: Route.MetaFunction = () => [{ title: 'Delete story | Storybook' }]

/** /story/:id/delete: the confirm step without JavaScript (with it, the same form in a dialog). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const story = await ownedStoryForPage(context, params.id)
  return { id: story.id, title: story.title }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const story = await ownedStoryForPage(context, params.id)
  await readForm(request)
  await deleteStory(story.userId!, story.id)
  return redirectWithToast('/library', {
    title: 'Story deleted',
    description: `“${story.title}” and its pictures and narration are gone.`,
    variant: 'success',
  })
}

export default function DeleteStoryPage({ loaderData }: Route.ComponentProps) {
  const { id, title } = loaderData
  return (
    <CardPage title="Delete story">
      <div className="mt-4">
        <ConfirmDeleteStory
          id={id}
          title={title}
          cancel={
            <Link to={`/story/${id}`} className="btn-secondary">
              Cancel
            </Link>
          }
        />
      </div>
    </CardPage>
  )
}
