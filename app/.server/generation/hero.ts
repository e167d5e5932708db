/**
 * The one reading of childName (DECISIONS 6): "Mia, who is brave and loves owls" → the hero's name
 * "Mia" and the traits. Used by both writers and by the "{name}'s Story" title fallback.
 */
export { parseHero } from './offline/writer/people'
