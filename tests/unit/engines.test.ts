import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// package.json's `engines` is the oldest Node the app claims to run on: every installed package
// must accept it, or `npm install` warns and the claim is false (issue 28, point 12).

describe('the Node version package.json promises', () => {
  it('every package in the lock file accepts it', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { engines?: unknown; optional?: boolean; os?: string[] }> };
    const oldest = semver.minVersion(pkg.engines.node)!.version;
    const refusing = Object.entries(lock.packages)
      .filter(([name, p]) => name && typeof p.engines === 'object' && p.engines !== null && 'node' in p.engines)
      .filter(([, p]) => !semver.satisfies(oldest, (p.engines as { node: string }).node))
      .map(([name, p]) => `${name} needs node ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
    expect(semver.satisfies(process.version, pkg.engines.node), `this Node ${process.version} is older than engines`).toBe(true);
  });
});
