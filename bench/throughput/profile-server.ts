import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { runLoad } from './run-load';
import { startServers } from './start-servers';

const USAGE = `tsx bench/throughput/profile-server.ts [options]

Starts the bench's servers in this process, loads one target from a child process and prints the server
process's CPU time per answer; with --profile, writes the CPU profile of the load's seconds only (seeding
left out), to open in Chrome's DevTools or speedscope.

  --target TEXT      the first target whose label contains TEXT (default "/wedding-planners/")
  --duration S       seconds of load (default 10)
  --providers N      demo providers seeded (default 10000)
  --profile FILE     where to write the .cpuprofile`;

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: '/wedding-planners/' },
    duration: { type: 'string', default: '10' },
    providers: { type: 'string', default: '10000' },
    profile: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

async function startProfiler() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      return profile;
    },
  };
}

// Enough leads for the unlock's target at 4,000 a second.
const servers = await startServers({
  providers: Number(values.providers),
  unlockableLeads: 4_000 * Number(values.duration),
});
try {
  const target = servers.targets.find((candidate) => candidate.label.includes(values.target));
  if (!target) throw new Error(`no target's label contains "${values.target}"`);
  const profiler = values.profile === undefined ? undefined : await startProfiler();
  const before = process.cpuUsage();
  const result = await runLoad({
    url: target.url,
    ...(target.method === undefined ? {} : { method: target.method }),
    ...(target.body === undefined ? {} : { body: target.body }),
    ...(target.paths === undefined ? {} : { paths: target.paths }),
    headers: target.headers,
    connections: 10,
    durationSeconds: Number(values.duration),
    warmupSeconds: 0,
  });
  const { user, system } = process.cpuUsage(before);
  if (profiler && values.profile) await writeFile(values.profile, JSON.stringify(await profiler.stop()));
  const cpuMs = (user + system) / 1000;
  console.log(
    `${target.label} on ${servers.database}: ${Math.round(result.requestsPerSecond)} req/s, ` +
      `${(cpuMs / result.answered).toFixed(3)} ms of server CPU per answer ` +
      `(${(user / 1000 / result.answered).toFixed(3)} user)`,
  );
} finally {
  await servers.close();
}
