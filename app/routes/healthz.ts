import { healthReport } from '~/.server/health'
import { methodNotAllowed } from '~/.server/http'

export function loader() {
  const { status, body } = healthReport()
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}
export const action = () => methodNotAllowed('GET')
