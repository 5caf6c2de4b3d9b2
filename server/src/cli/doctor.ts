import { exitCodeOf, formatCheckLine } from './doctor/check.js';
import { runDoctorForEnv } from './doctor/run-doctor.js';

// `npm run doctor`: the operator's self-check with the server's own settings.
// One line per check; exit code 1 when the server cannot work (any FAIL).
const results = await runDoctorForEnv(process.env);
for (const result of results) {
  console.log(formatCheckLine(result));
}
process.exitCode = exitCodeOf(results);
// Everything is closed by now; should a socket linger, do not hang the shell.
setTimeout(() => process.exit(), 2000).unref();
