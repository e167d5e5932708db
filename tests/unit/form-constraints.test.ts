import { getZodConstraint } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import * as forms from '~/components/lazy-forms'
import { CONSTRAINTS } from '~/lib/form-constraints'
import { importFormSchema } from '~/lib/schemas/account-import'
import * as auth from '~/lib/schemas/auth'
import { childSchema, familyRulesSchema } from '~/lib/schemas/child'
import { storySchema } from '~/lib/schemas/story'
import { renameSchema } from '~/lib/schemas/story-edit'

// The constraints the forms render before zod loads must be the schemas' own, field for field.
const schemas = {
  login: auth.loginSchema,
  register: auth.registerSchema,
  resendVerification: auth.resendVerificationSchema,
  forgotPassword: auth.forgotPasswordSchema,
  newPassword: auth.newPasswordSchema,
  changePassword: auth.changePasswordSchema,
  profile: auth.profileFormSchema,
  rename: renameSchema,
  accountImport: importFormSchema,
  story: storySchema,
  child: childSchema,
  familyRules: familyRulesSchema,
} satisfies Record<keyof typeof CONSTRAINTS, unknown>

describe('form constraints without zod', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(`${name}: the same HTML constraints as getZodConstraint(schema)`, () => {
      // A schema that transforms what it checks (the children's): its constraints are those of what it checks.
      const checked = name === 'child' || name === 'familyRules' ? ((schema as typeof childSchema).in as unknown as typeof schema) : schema
      expect(CONSTRAINTS[name as keyof typeof CONSTRAINTS]).toEqual(getZodConstraint(checked))
    })
  }

  it('every lazy form loads the schema whose constraints it renders', async () => {
    const lazy = Object.values(forms)
    expect(lazy).toHaveLength(Object.keys(schemas).length)
    for (const form of lazy) {
      const name = (Object.keys(CONSTRAINTS) as Array<keyof typeof CONSTRAINTS>).find((key) => CONSTRAINTS[key] === form.constraint)
      expect(name, 'a constraint from CONSTRAINTS').toBeDefined()
      expect(await form.schema()).toBe(schemas[name!])
    }
  })
})
