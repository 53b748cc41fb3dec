// `npm run audit`: npm's advisories for the runtime dependencies, failing on high or critical ones
// (tooling/audit/auditVerdict.cjs says how the answer is read).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const { auditVerdict } = createRequire(import.meta.url)('../tooling/audit/auditVerdict.cjs');
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 90_000 });
const { fails, lines } = auditVerdict(run.stdout, run.error?.message);
for (const line of lines) (fails ? console.error : console.log)(line);
process.exit(fails ? 1 : 0);
