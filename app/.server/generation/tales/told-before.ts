/**
 * "Surprise me" for a child who has had stories of this theme before: never an outline they have
 * had, until every one of the theme's has been told; then it starts over with the one told longest
 * ago. The choice among the rest stays with the fit (fit.ts, bestOutlines).
 */

/**
 * The outlines to leave out, from the child's outlines of this theme, newest first (repeats
 * allowed): every one they have had, but never all of the theme's, so the one told longest ago
 * comes round again once all are used. So, while "Surprise me" chooses, no run of stories as long
 * as the theme's list of outlines tells one twice.
 */
export function outlinesToAvoid(hadNewestFirst: readonly number[], theme: readonly number[]): number[] {
  const had: number[] = []
  for (const n of hadNewestFirst) if (theme.includes(n) && !had.includes(n)) had.push(n)
  return had.slice(0, Math.max(0, theme.length - 1))
}
