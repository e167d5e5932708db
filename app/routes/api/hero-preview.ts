import { z } from 'zod'
import type { Route } from './+types/hero-preview'
import { heroPortrait } from '~/.server/generation/offline/illustrator'
import { handleApi, methodNotAllowed, parseWith } from '~/.server/http'
import { HAIR_COLORS, HAIR_STYLES, type HeroLook } from '~/lib/hero-look'
import { PRONOUNS } from '~/lib/schemas/story'

const query = z.object({
  skinTone: z.coerce
    .number({ error: 'skinTone must be a number from 1 to 6' })
    .int()
    .min(1, 'skinTone must be a number from 1 to 6')
    .max(6, 'skinTone must be a number from 1 to 6'),
  hairStyle: z.enum(HAIR_STYLES, { error: `hairStyle must be one of: ${HAIR_STYLES.join(', ')}` }),
  hairColor: z.enum(HAIR_COLORS, { error: `hairColor must be one of: ${HAIR_COLORS.join(', ')}` }),
  glasses: z.enum(['true', 'false'], { error: 'glasses must be true or false' }).transform((v) => v === 'true'),
  // Optional: the preview addresses of looks without them stay as they were.
  wheelchair: z
    .enum(['true', 'false'], { error: 'wheelchair must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  hearingAid: z
    .enum(['true', 'false'], { error: 'hearingAid must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  age: z.coerce
    .number({ error: 'age must be between 2 and 12' })
    .int()
    .min(2, 'age must be between 2 and 12')
    .max(12, 'age must be between 2 and 12'),
  pronouns: z.enum(PRONOUNS, { error: 'pronouns must be she, he or they' }),
})

/**
 * GET /api/hero-preview?skinTone&hairStyle&hairColor&glasses[&wheelchair&hearingAid]&age&pronouns: the child as the
 * pictures draw them (SVG), for the create form's preview and "Your children". The same drawing as
 * the story pages; no text, no scripts, no external references.
 */
export const loader = ({ url }: Route.LoaderArgs) =>
  handleApi(() => {
    const params = parseWith(query, Object.fromEntries(url.searchParams))
    const look: HeroLook = {
      skinTone: params.skinTone as HeroLook['skinTone'],
      hairStyle: params.hairStyle,
      hairColor: params.hairColor,
      glasses: params.glasses,
      wheelchair: params.wheelchair,
      hearingAid: params.hearingAid,
    }
    return new Response(heroPortrait(look, params.age, params.pronouns), {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
        // Opened on its own, the picture may do nothing but be a picture.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    })
  })

export const action = () => methodNotAllowed('GET')
