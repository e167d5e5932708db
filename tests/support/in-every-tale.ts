import { listenerFor } from '~/.server/generation/profile'
import { companionViolations, type Violation } from '~/.server/generation/profile/limits'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

/**
 * Every sentence, in every tale told at ages 3, 6 and 10 for this companion, that breaks one of the
 * companion's limits `which` picks: "mystery/2 [6]: Biscuit pricked up his ears". Each telling's seed
 * is `seed(age)`.
 */
export function companionBreaksInEveryTale(
  mainCharacter: string,
  which: (violation: Violation) => boolean,
  seed: (childAge: number) => number = () => 1,
): string[] {
  const found: string[] = []
  for (const { theme, n } of allTales()) {
    const tale = taleFor(theme, n)
    if (!tale) continue
    for (const childAge of [3, 6, 10]) {
      const listener = listenerFor({ childName: 'Mia', childAge, pronouns: 'she', mainCharacter })
      for (const [i, page] of tell(tale, theme, listener, seed(childAge)).pages.entries())
        for (const v of companionViolations(page.text, listener.companion))
          if (which(v)) found.push(`${tale.id} page ${i + 1} [${childAge}] ${v.cannot}: ${v.sentence ?? ''}`)
    }
  }
  return [...new Set(found)]
}
