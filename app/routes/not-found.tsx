import { data } from 'react-router'
import { NotFound } from '~/components/NotFound'

export const meta = () => [{ title: '404 - Page Not Found | Storybook' }]

export function loader() {
  return data(null, { status: 404 })
}

/** Any POST to an unknown path is a 404 too, not a 405. */
export function action() {
  return data(null, { status: 404 })
}

export default NotFound
