import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { FormErrors } from '~/components/Field'
import { FAMILY_RULES_FORM } from '~/components/lazy-forms'
import { useZodForm } from '~/components/use-zod-form'
import { RulesFields } from './RulesFields'

/** The rules for every story of the family (users.familyRules), beside each child's own. */
export function FamilyRulesForm({
  lastResult,
  defaults,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  defaults: { rules: string[]; rulesText: string }
}) {
  const [form, fields] = useZodForm('family-rules', FAMILY_RULES_FORM, lastResult, { defaultValue: defaults })
  return (
    <Form method="post" action="/children" {...getFormProps(form)} className="card space-y-4" aria-labelledby="family-rules-title">
      <h2 id="family-rules-title" className="text-2xl font-bold text-brand-700">
        Rules for the whole family
      </h2>
      <input type="hidden" name="intent" value="family-rules" />
      <RulesFields
        legend="Rules for every story"
        hint="These hold for every child’s stories, with each child’s own rules."
        idPrefix="family"
        rules={fields.rules}
        rulesText={getTextareaProps(fields.rulesText)}
        rulesTextErrors={fields.rulesText.errors}
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary w-full">
        Save family rules
      </button>
    </Form>
  )
}
