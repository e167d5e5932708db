/**
 * What the child looks like in the pictures, as the parent chooses it on the create form (or as the
 * seed picks it when they do not): skin tone, hair style and colour, glasses, a wheelchair, a
 * hearing aid. Shared by the form, the API's validation, the story's scenes and the illustrators.
 */

export const SKIN_TONES = [1, 2, 3, 4, 5, 6] as const
export type SkinTone = (typeof SKIN_TONES)[number]

export const HAIR_STYLES = ['very-short', 'short', 'curly', 'afro', 'long', 'ponytail', 'braids', 'bun'] as const
export type HairStyle = (typeof HAIR_STYLES)[number]

export const HAIR_COLORS = ['black', 'dark-brown', 'brown', 'blonde', 'red'] as const
export type HairColor = (typeof HAIR_COLORS)[number]

export type HeroLook = {
  skinTone: SkinTone
  hairStyle: HairStyle
  hairColor: HairColor
  glasses: boolean
  wheelchair: boolean
  hearingAid: boolean
}

/** A look as stored: looks saved before the wheelchair and hearing aid were asked for lack them. */
export type StoredHeroLook = Omit<HeroLook, 'wheelchair' | 'hearingAid'> & Partial<Pick<HeroLook, 'wheelchair' | 'hearingAid'>>

/** A stored look made whole: what was never asked is false. */
export function fullLook(look: StoredHeroLook): HeroLook {
  return { ...look, wheelchair: look.wheelchair === true, hearingAid: look.hearingAid === true }
}

/** Labels for the form, in order; skin tones are shown as swatches with these names for screen readers. */
export const SKIN_TONE_LABELS: Record<SkinTone, string> = {
  1: 'Very light',
  2: 'Light',
  3: 'Light brown',
  4: 'Medium brown',
  5: 'Brown',
  6: 'Dark brown',
}
/** The swatch colours of the six skin tones (the illustrators use the same ones). */
export const SKIN_TONE_COLORS: Record<SkinTone, string> = {
  1: '#fde0cc',
  2: '#f3c39f',
  3: '#dba47a',
  4: '#b97a4f',
  5: '#8d5433',
  6: '#5c3620',
}
export const HAIR_STYLE_LABELS: Record<HairStyle, string> = {
  'very-short': 'Very short',
  short: 'Short',
  curly: 'Curly',
  afro: 'Afro',
  long: 'Long',
  ponytail: 'Ponytail',
  braids: 'Braids',
  bun: 'Bun',
}
export const HAIR_COLOR_LABELS: Record<HairColor, string> = {
  black: 'Black',
  'dark-brown': 'Dark brown',
  brown: 'Brown',
  blonde: 'Blonde',
  red: 'Red',
}
export const HAIR_COLOR_VALUES: Record<HairColor, string> = {
  black: '#2a2420',
  'dark-brown': '#4a3020',
  brown: '#7a4e2d',
  blonde: '#e3bc6a',
  red: '#b5502a',
}

/** Hair a parent who said "he" and chose nothing would expect to see; any style can still be chosen. */
const SEEDED_HAIR_FOR_HE: readonly HairStyle[] = ['very-short', 'short', 'curly', 'afro']

/** A stable look for a story whose parent chose none: the same seed, the same child. */
export function lookFromSeed(seed: number, pronouns?: 'she' | 'he' | 'they'): HeroLook {
  let state = Math.abs(Math.trunc(Number.isFinite(seed) ? seed : 0)) >>> 0
  const next = (n: number) => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0
    return state % n
  }
  const hairStyles = pronouns === 'he' ? SEEDED_HAIR_FOR_HE : HAIR_STYLES
  return {
    skinTone: SKIN_TONES[next(SKIN_TONES.length)] as SkinTone,
    hairStyle: hairStyles[next(hairStyles.length)] as HairStyle,
    hairColor: HAIR_COLORS[next(HAIR_COLORS.length)] as HairColor,
    glasses: next(6) === 0,
    // Only ever the parent's choice: the seed never gives a child a wheelchair or a hearing aid.
    wheelchair: false,
    hearingAid: false,
  }
}

/**
 * "medium brown skin and black hair in braids, with glasses and a hearing aid, in a wheelchair":
 * for image prompts and alt text.
 */
export function describeLook(look: HeroLook): string {
  const colour = HAIR_COLOR_LABELS[look.hairColor].toLowerCase()
  const hair: Record<HairStyle, string> = {
    'very-short': `very short ${colour} hair`,
    short: `short ${colour} hair`,
    curly: `curly ${colour} hair`,
    afro: `a ${colour} afro`,
    long: `long ${colour} hair`,
    ponytail: `${colour} hair in a ponytail`,
    braids: `${colour} hair in braids`,
    bun: `${colour} hair in a bun`,
  }
  const wearing = [look.glasses ? 'glasses' : '', look.hearingAid ? 'a hearing aid' : ''].filter(Boolean).join(' and ')
  return `${SKIN_TONE_LABELS[look.skinTone].toLowerCase()} skin and ${hair[look.hairStyle]}${wearing ? `, with ${wearing}` : ''}${look.wheelchair ? ', in a wheelchair' : ''}`
}

/** The picture of the hero for the create form's preview and "Your children" (GET /api/hero-preview). */
export function heroPreviewUrl(look: HeroLook, age: number, pronouns: 'she' | 'he' | 'they'): string {
  const query = new URLSearchParams({
    skinTone: String(look.skinTone),
    hairStyle: look.hairStyle,
    hairColor: look.hairColor,
    glasses: String(look.glasses),
    age: String(age),
    pronouns,
  })
  // Only when chosen, so the addresses (and cached pictures) of every other look stay as they were.
  if (look.wheelchair) query.set('wheelchair', 'true')
  if (look.hearingAid) query.set('hearingAid', 'true')
  return `/api/hero-preview?${query}`
}

/** A complete look from loose form values, or null while something is not chosen. */
export function lookFromValues(values: {
  skinTone?: unknown
  hairStyle?: unknown
  hairColor?: unknown
  glasses?: unknown
  wheelchair?: unknown
  hearingAid?: unknown
}): HeroLook | null {
  const skinTone = Number(values.skinTone)
  if (!SKIN_TONES.includes(skinTone as SkinTone)) return null
  if (!HAIR_STYLES.includes(values.hairStyle as HairStyle)) return null
  if (!HAIR_COLORS.includes(values.hairColor as HairColor)) return null
  const ticked = (value: unknown) => value === true || value === 'on' || value === 'true'
  return {
    skinTone: skinTone as SkinTone,
    hairStyle: values.hairStyle as HairStyle,
    hairColor: values.hairColor as HairColor,
    glasses: ticked(values.glasses),
    wheelchair: ticked(values.wheelchair),
    hearingAid: ticked(values.hearingAid),
  }
}
