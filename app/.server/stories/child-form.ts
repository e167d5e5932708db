import type { ChildFormDefaults } from '~/components/children/ChildForm'
import { isFamilyRuleKey } from '~/lib/family-rules'
import { type RememberedChild, splitChildName } from './children'

const TEXT_FIELDS = ['name', 'traits', 'pronouns', 'childAge', 'birthDate', 'interests', 'fears', 'family', 'rulesText'] as const
const LOOK_FIELDS = ['skinTone', 'hairStyle', 'hairColor', 'glasses', 'wheelchair', 'hearingAid'] as const

/** Rules as the page's fields: the ticked keys, and the free text one a line. */
export function ruleFields(rules: string[]): { rules: string[]; rulesText: string } {
  return { rules: rules.filter(isFamilyRuleKey), rulesText: rules.filter((rule) => !isFamilyRuleKey(rule)).join('\n') }
}

/**
 * What the children page's form starts with: what the no-JavaScript Preview sent back (a GET with
 * the form's values), else the child being changed, else nothing. Only ever used as input values;
 * the server validates again when the form is sent.
 */
export function childFormDefaults(editing: RememberedChild | null, query: URLSearchParams): ChildFormDefaults {
  if (query.has('preview')) {
    const defaults: ChildFormDefaults = {}
    for (const field of TEXT_FIELDS) {
      const value = query.get(field)
      if (value !== null) defaults[field] = value.slice(0, field === 'rulesText' ? 2000 : 250)
    }
    defaults.rules = query.getAll('rules').slice(0, 20)
    const hero: NonNullable<ChildFormDefaults['hero']> = {}
    for (const field of LOOK_FIELDS) {
      const value = query.get(`hero.${field}`)
      if (value !== null) hero[field] = value.slice(0, 20)
    }
    if (Object.keys(hero).length > 0) defaults.hero = hero
    return defaults
  }
  if (!editing) return {}
  const { typedName, traits } = splitChildName(editing.childName)
  const look = editing.hero
  return {
    name: typedName,
    traits,
    pronouns: editing.pronouns,
    // The date of birth, or the age: both would leave the parent unsure which one counts.
    ...(editing.birthDate ? { birthDate: editing.birthDate } : { childAge: String(editing.childAge) }),
    ...(editing.interests ? { interests: editing.interests } : {}),
    ...(editing.fears ? { fears: editing.fears } : {}),
    ...(editing.family ? { family: editing.family } : {}),
    ...ruleFields(editing.rules),
    ...(look
      ? {
          hero: {
            skinTone: String(look.skinTone),
            hairStyle: look.hairStyle,
            hairColor: look.hairColor,
            glasses: look.glasses ? 'on' : '',
            wheelchair: look.wheelchair ? 'on' : '',
            hearingAid: look.hearingAid ? 'on' : '',
          },
        }
      : {}),
  }
}
