/**
 * The family's rules for their stories: the ones the story engine understands, as keys with the
 * words the children page shows. A child's or a family's rules are stored as a list of these keys
 * plus free-text lines (moderated, never told in a story). Kept apart from the zod schemas so a page
 * can show them without loading zod.
 */
export const FAMILY_RULES = [
  { key: 'no-monsters', label: 'No monsters or scary creatures' },
  { key: 'no-sea', label: 'Nothing about the sea or deep water' },
  { key: 'no-dogs', label: 'No dogs (scared of dogs)' },
  { key: 'no-dark', label: 'Nothing in the dark' },
  { key: 'no-storms', label: 'No thunder or storms' },
  { key: 'no-heights', label: 'Nothing high up' },
  { key: 'no-getting-lost', label: 'Nobody gets lost' },
  { key: 'no-baddies', label: 'No baddies or villains' },
] as const

export type FamilyRuleKey = (typeof FAMILY_RULES)[number]['key']

export const FAMILY_RULE_KEYS = FAMILY_RULES.map((rule) => rule.key) as FamilyRuleKey[]

/** A free-text rule: a short line, like the other answers about a child. */
export const FAMILY_RULE_TEXT_MAX = 120
/** Rules kept per child, and for the whole family (keys and free-text lines together). */
export const FAMILY_RULES_MAX = 12

export function isFamilyRuleKey(value: string): value is FamilyRuleKey {
  return (FAMILY_RULE_KEYS as string[]).includes(value)
}
