import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { Form, Link } from 'react-router'
import { ChildAnswers } from '~/components/ChildAnswers'
import { Field, FormErrors } from '~/components/Field'
import { type LookField, LookPicker } from '~/components/LookPicker'
import { CHILD_FORM } from '~/components/lazy-forms'
import { useZodForm } from '~/components/use-zod-form'
import { PRONOUN_OPTIONS } from '~/lib/form-constraints'
import { RulesFields } from './RulesFields'

/** What the form starts with: a child being changed, or what the no-JavaScript Preview sent back. */
export type ChildFormDefaults = Partial<
  Record<'name' | 'traits' | 'pronouns' | 'childAge' | 'birthDate' | 'interests' | 'fears' | 'family' | 'rulesText', string>
> & { rules?: string[]; hero?: Partial<Record<LookField, string>> }

type Props = {
  lastResult: SubmissionResult<string[]> | undefined
  defaults: ChildFormDefaults
  /** The child being changed; null: a new child. */
  editing: { id: number; name: string } | null
}

/**
 * Add a child, or change one: the create form's questions about the child (its rules and messages),
 * the date of birth, the look with its preview, and the rules for this child's stories.
 */
export function ChildForm({ lastResult, defaults, editing }: Props) {
  const [form, fields] = useZodForm('child-form', CHILD_FORM, lastResult, { defaultValue: defaults as never })
  const [name, setName] = useState(String(fields.name.initialValue ?? ''))
  const who = name.trim() || 'your child'
  const heroErrors = Object.entries(form.allErrors)
    .filter(([field]) => field.startsWith('hero'))
    .flatMap(([, errors]) => errors)
  const pronounErrorId = fields.pronouns.errors?.length ? `${fields.pronouns.id}-error` : undefined
  const initialPronouns = String(fields.pronouns.initialValue ?? 'they')
  return (
    <Form method="post" action="/children" {...getFormProps(form)} className="card space-y-5" aria-labelledby="child-form-title">
      <h2 id="child-form-title" className="text-2xl font-bold text-brand-700">
        {editing ? `Change ${editing.name}’s details` : 'Add a child'}
      </h2>
      <input type="hidden" name="intent" value={editing ? 'edit' : 'add'} />
      {/* Sent back by the no-JavaScript Preview too, so the page stays on this child. */}
      {editing ? <input type="hidden" name="edit" value={editing.id} /> : null}
      <Field
        label="Child’s name"
        inputProps={{
          ...getInputProps(fields.name, { type: 'text' }),
          placeholder: 'Mia',
          autoComplete: 'off',
          onChange: (event) => setName(event.currentTarget.value),
        }}
        errors={fields.name.errors}
      />
      <Field
        label="Traits"
        inputProps={{ ...getInputProps(fields.traits, { type: 'text' }), placeholder: 'who is brave and loves owls', autoComplete: 'off' }}
        errors={fields.traits.errors}
        hint="Optional: a few words after the name. We weave them into the story."
      />
      <fieldset aria-describedby={pronounErrorId}>
        <legend className="label">In the story, {who} is</legend>
        <div className="flex flex-wrap gap-2">
          {PRONOUN_OPTIONS.map((option) => (
            <label key={option.value} className="choice-chip">
              <input
                type="radio"
                name={fields.pronouns.name}
                value={option.value}
                defaultChecked={initialPronouns === option.value}
                className="accent-brand-600"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {pronounErrorId ? (
          <p id={pronounErrorId} className="field-error">
            {fields.pronouns.errors?.[0]}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Child’s age"
          inputProps={{ ...getInputProps(fields.childAge, { type: 'number' }), inputMode: 'numeric', step: 1, required: false }}
          errors={fields.childAge.errors}
          hint="From 2 to 12 years. It goes up by itself each year."
        />
        <Field
          label="Date of birth"
          inputProps={{ ...getInputProps(fields.birthDate, { type: 'date' }), placeholder: 'YYYY-MM-DD' }}
          errors={fields.birthDate.errors}
          hint="Optional: the age is then counted from it."
        />
      </div>
      <ChildAnswers who={who} fields={fields} />
      <LookPicker
        name={who}
        age={Number(fields.childAge.initialValue) || 6}
        pronouns={(['she', 'he', 'they'] as const).find((p) => p === fields.pronouns.initialValue) ?? 'they'}
        initial={defaults.hero ?? {}}
        errors={heroErrors}
        previewAction="/children"
      />
      <RulesFields
        legend={`Rules for ${who}’s stories`}
        hint={`Optional: these hold for every story with ${who}.`}
        idPrefix="child"
        rules={fields.rules}
        rulesText={getTextareaProps(fields.rulesText)}
        rulesTextErrors={fields.rulesText.errors}
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary flex-1">
          {editing ? 'Save changes' : 'Add child'}
        </button>
        {editing ? (
          <Link to="/children" className="btn-secondary">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  )
}
