import type {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  profileFormSchema,
  registerSchema,
  resendVerificationSchema,
} from '~/lib/schemas/auth'
import type { importFormSchema } from '~/lib/schemas/account-import'
import type { childSchema, familyRulesSchema } from '~/lib/schemas/child'
import type { storySchema } from '~/lib/schemas/story'
import type { renameSchema } from '~/lib/schemas/story-edit'
import { CONSTRAINTS } from '~/lib/form-constraints'
import type { LazyForm } from './use-zod-form'

/**
 * The page forms' rules for useZodForm: constraints now, the schema module (and zod with it) when
 * the form is first used. One object per form, so each schema loads once.
 */
const auth = () => import('~/lib/schemas/auth')

export const LOGIN_FORM: LazyForm<typeof loginSchema> = { constraint: CONSTRAINTS.login, schema: () => auth().then((m) => m.loginSchema) }
export const REGISTER_FORM: LazyForm<typeof registerSchema> = {
  constraint: CONSTRAINTS.register,
  schema: () => auth().then((m) => m.registerSchema),
}
export const RESEND_VERIFICATION_FORM: LazyForm<typeof resendVerificationSchema> = {
  constraint: CONSTRAINTS.resendVerification,
  schema: () => auth().then((m) => m.resendVerificationSchema),
}
export const FORGOT_PASSWORD_FORM: LazyForm<typeof forgotPasswordSchema> = {
  constraint: CONSTRAINTS.forgotPassword,
  schema: () => auth().then((m) => m.forgotPasswordSchema),
}
export const NEW_PASSWORD_FORM: LazyForm<typeof newPasswordSchema> = {
  constraint: CONSTRAINTS.newPassword,
  schema: () => auth().then((m) => m.newPasswordSchema),
}
export const CHANGE_PASSWORD_FORM: LazyForm<typeof changePasswordSchema> = {
  constraint: CONSTRAINTS.changePassword,
  schema: () => auth().then((m) => m.changePasswordSchema),
}
export const PROFILE_FORM: LazyForm<typeof profileFormSchema> = {
  constraint: CONSTRAINTS.profile,
  schema: () => auth().then((m) => m.profileFormSchema),
}
export const RENAME_FORM: LazyForm<typeof renameSchema> = {
  constraint: CONSTRAINTS.rename,
  schema: () => import('~/lib/schemas/story-edit').then((m) => m.renameSchema),
}
export const STORY_FORM: LazyForm<typeof storySchema> = {
  constraint: CONSTRAINTS.story,
  schema: () => import('~/lib/schemas/story').then((m) => m.storySchema),
}
export const CHILD_FORM: LazyForm<typeof childSchema> = {
  constraint: CONSTRAINTS.child,
  schema: () => import('~/lib/schemas/child').then((m) => m.childSchema),
}
export const FAMILY_RULES_FORM: LazyForm<typeof familyRulesSchema> = {
  constraint: CONSTRAINTS.familyRules,
  schema: () => import('~/lib/schemas/child').then((m) => m.familyRulesSchema),
}

export const IMPORT_FORM: LazyForm<typeof importFormSchema> = {
  constraint: CONSTRAINTS.accountImport,
  schema: () => import('~/lib/schemas/account-import').then((m) => m.importFormSchema),
}
