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
