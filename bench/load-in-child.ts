import { spawn } from 'node:child_process';

/**
 * Runs a load generator (`child`, a TypeScript file) in a process of its own, so that its work never weighs on
 * the measured server's: the spec goes through the child's standard input (an unlock's thousands of paths pass
 * the arguments' size limit), its figures come back as JSON on its standard output.
 */
export function loadInChild<Result>(child: string, spec: unknown, failure: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const generator = spawn(process.execPath, ['--import', 'tsx', child], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    generator.stdin.end(JSON.stringify(spec));
    let stdout = '';
    let stderr = '';
    generator.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    generator.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    generator.on('error', reject);
    generator.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${failure} (exit ${code}):\n${stderr}`));
      resolve(JSON.parse(stdout) as Result);
    });
  });
}
