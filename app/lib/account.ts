/** The confirmation shown before an account is deleted, saying plainly what is lost. */
export const DELETE_CONFIRMATION =
  'Are you sure you want to delete your account? This action cannot be undone and will permanently remove all your stories and data. Purchased credits you have not used are lost with it and are not refunded.'

/** The Danger Zone's line about purchased credits: they do not survive the account. */
export function lostCreditsNotice(purchasedCredits: number): string {
  const lost = 'They are lost when the account is deleted: credits cannot be refunded or moved to another account.'
  if (purchasedCredits <= 0) return `Purchased credits you have not used are lost with the account: they cannot be refunded or moved.`
  return `You have ${purchasedCredits} purchased ${purchasedCredits === 1 ? 'credit' : 'credits'}. ${lost}`
}

/** What an account import added and left alone (app/.server/account-import/restore.ts, ImportResult). */
export type ImportSummary = {
  children: number
  childrenKept: number
  stories: number
  storiesSkipped: number
  storiesUnfinished: number
  files: number
  recordings: number
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The import page's answer, headline first: "Restored 2 children and 3 stories." then what was left as it was. */
export function importSummaryLines(result: ImportSummary): string[] {
  const lines = [`Restored ${counted(result.children, 'child', 'children')} and ${counted(result.stories, 'story', 'stories')}.`]
  if (result.files > 0)
    lines.push(
      `With ${counted(result.files, 'picture or sound file', 'pictures and sound files')}${result.recordings > 0 ? `, ${counted(result.recordings, 'recorded page', 'recorded pages')} among them` : ''}.`,
    )
  if (result.childrenKept > 0)
    lines.push(
      result.childrenKept === 1
        ? '1 child was already here: their profile is kept as it was, and the imported stories are on their shelf.'
        : `${result.childrenKept} children were already here: their profiles are kept as they were, and the imported stories are on their shelves.`,
    )
  if (result.storiesSkipped > 0)
    lines.push(`${counted(result.storiesSkipped, 'story was', 'stories were')} already in your library, so not added again.`)
  if (result.storiesUnfinished > 0)
    lines.push(`${counted(result.storiesUnfinished, 'story was', 'stories were')} not finished when downloaded, so left out.`)
  return lines
}
