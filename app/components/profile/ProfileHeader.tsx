import { Avatar } from '~/components/Avatar'
import type { PublicUser } from '~/lib/user'

/** The picture and the page's title. */
export function ProfileHeader({ user }: { user: PublicUser }) {
  return (
    <div className="flex items-center gap-4">
      <Avatar user={user} size={72} />
      <div>
        <h1 className="text-3xl font-bold text-brand-700">My Profile</h1>
        <p className="text-muted">Manage how you appear in Storybook.</p>
      </div>
    </div>
  )
}
