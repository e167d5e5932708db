/** The user fields pages receive from the root loader (same shape as GET /api/user). */
export type PublicUser = {
  id: number
  email: string
  email_verified: boolean
  story_credits: number
  display_name: string
  bio: string
  avatar_url: string
}

/**
 * What every page's header needs of the signed-in user (the root loader's `user`). Not the credit
 * count: only a page that shows it reads it, so other pages spend no query on it.
 */
export type HeaderUser = Pick<PublicUser, 'email' | 'email_verified' | 'display_name' | 'avatar_url'>
