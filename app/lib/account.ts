/** The confirmation shown before an account is deleted, saying plainly what is lost. */
export const DELETE_CONFIRMATION =
  'Are you sure you want to delete your account? This action cannot be undone and will permanently remove all your stories and data. Purchased credits you have not used are lost with it and are not refunded.'

/** The Danger Zone's line about purchased credits: they do not survive the account. */
export function lostCreditsNotice(purchasedCredits: number): string {
  const lost = 'They are lost when the account is deleted: credits cannot be refunded or moved to another account.'
  if (purchasedCredits <= 0) return `Purchased credits you have not used are lost with the account: they cannot be refunded or moved.`
  return `You have ${purchasedCredits} purchased ${purchasedCredits === 1 ? 'credit' : 'credits'}. ${lost}`
}
