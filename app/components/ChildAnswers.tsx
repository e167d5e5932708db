import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { Field } from '~/components/Field'

type Answer<Shape extends Record<string, unknown>> = FieldMetadata<unknown, Shape, string[]>

/**
 * What the parent tells us about the child, asked the same way wherever a child is described (the
 * create form and the children page): what they love, what they find hard, who is at home.
 */
export function ChildAnswers<Shape extends Record<string, unknown>>({
  who,
  fields,
  interestsHint = 'Optional: a few things, with commas between them.',
}: {
  who: string
  fields: { interests: Answer<Shape>; fears: Answer<Shape>; family: Answer<Shape> }
  interestsHint?: string
}) {
  return (
    <>
      <Field
        label={`What does ${who} love?`}
        inputProps={{
          ...getInputProps(fields.interests, { type: 'text' }),
          placeholder: 'owls, the cello, building dens',
          autoComplete: 'off',
        }}
        errors={fields.interests.errors}
        hint={interestsHint}
      />
      <Field
        label={`Anything ${who} finds scary or hard?`}
        inputProps={{ ...getInputProps(fields.fears, { type: 'text' }), placeholder: 'thunder, a new school', autoComplete: 'off' }}
        errors={fields.fears.errors}
        hint="Optional: the story meets it gently, and it ends well."
      />
      <Field
        label="Who’s at home?"
        inputProps={{
          ...getInputProps(fields.family, { type: 'text' }),
          placeholder: 'Mum, Mama and baby sister Ivy',
          autoComplete: 'off',
        }}
        errors={fields.family.errors}
        hint="Optional: they wave from the window or wait at home."
      />
    </>
  )
}
