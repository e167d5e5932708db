// `npm run credits -- grant EMAIL N`: gives an account N purchased credits (an 'admin-grant' row in
// the credit ledger and the increment, in one transaction) and prints the new balance.
import { loadBuild, orExit } from './lib/load-build.js'

const [command, email, count] = process.argv.slice(2)
if (command !== 'grant' || !email || !/^\d+$/.test(count ?? '')) {
  console.error('Usage: npm run credits -- grant EMAIL N')
  process.exit(2)
}

const { build } = await loadBuild()
const result = await orExit(() => build.entry.module.grantCredits(email, Number(count)))
console.info(`[credits] granted ${count} to ${result.email}; purchased credits now ${result.purchasedCredits}`)
process.exit(0)
