import { getFormProps, getInputProps } from '@conform-to/react'
import { Form } from 'react-router'
import type { Route } from './+types/story-rename'
import { handleForm, readForm } from '~/.server/forms'
import { renameStory } from '~/.server/stories/editing'
import { ownedStoryForPage } from '~/.server/stories/owner-pages'
import { redirectWithToast } from '~/.server/toast'
import { BackToStory, CardPage } from '~/components/CardPage'
import { Field, FormErrors } from '~/components/Field'
import { FormFailureToast } from '~/components/FormFailureToast'
import { SubmitButton } from '~/components/SubmitButton'
import { useZodForm } from '~/components/use-zod-form'
import { RENAME_FORM } from '~/components/lazy-forms'
import { forwardActionHeaders } from '~/lib/route-headers'
import { renameSchema } from '~/lib/schemas/story-edit'

export const meta: Route.MetaFunction = () => [{ title: 'Rename story | Storybook' }]
export const headers = forwardActionHeaders

/** /story/:id/rename: the owner gives the story another title (moderated like any input). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const story = await ownedStoryForPage(context, params.id)
  return { id: story.id, title: story.title }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const story = await ownedStoryForPage(context, params.id)
  return handleForm(await readForm(request), renameSchema, async ({ title }) => {
    await renameStory(story.userId!, story.id, title)
    return redirectWithToast(`/story/${story.id}`, {
      title: 'Story renamed',
      description: `It is now called “${title}”.`,
      variant: 'success',
    })
  })
}

export default function RenameStory({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title } = loaderData
  const [form, fields] = useZodForm('rename-story', RENAME_FORM, actionData?.result, { defaultValue: { title } })
  return (
    <CardPage title="Rename story" intro={`“${title}”`} after={<FormFailureToast actionData={actionData} />}>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <Field
          label="New title"
          inputProps={{ ...getInputProps(fields.title, { type: 'text' }), autoComplete: 'off' }}
          errors={fields.title.errors}
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton label="Save title" pendingLabel="Saving..." />
      </Form>
      <BackToStory id={id} />
    </CardPage>
  )
}
