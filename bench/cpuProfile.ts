// A V8 CPU profile (Chromium's DevTools protocol) of a page load, summed the two ways that say
// where a first screen's main thread went: self time by file, and time by function with what it
// called (a module's top level is a function of its own, so "evaluating module X" shows there).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Starts sampling every 100 µs; the answer stops it and gives the profile. */
export const startProfile = async (cdp: CDPSession) => {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return async (): Promise<Profile> => (await cdp.send('Profiler.stop')).profile as Profile;
};

const fileOf = (url: string) => (url ? new URL(url).pathname.replace(/^\/assets\//, '') : '(native, GC, idle)');
const nameOf = (n: ProfileNode) => `${n.callFrame.functionName || '(top level)'} ${fileOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;

/** Self time by file and inclusive time by function (each counted once per sample, however deep it recurses), ms. */
export const summarize = (profile: Profile, top = 25) => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfByFile = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') return;
    total += ms;
    const file = fileOf(node.callFrame.url) + (node.callFrame.url ? '' : ` ${node.callFrame.functionName}`);
    selfByFile.set(file, (selfByFile.get(file) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at)!;
      if (!n.callFrame.url) continue;
      const key = nameOf(n);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { total, selfByFile: sorted(selfByFile), inclusive: sorted(inclusive) };
};

export const printProfile = (profile: Profile) => {
  const path = join(tmpdir(), 'first-row.cpuprofile');
  writeFileSync(path, JSON.stringify(profile));
  const { total, selfByFile, inclusive } = summarize(profile);
  const line = ([name, ms]: [string, number]) => console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  console.log(`\n## Main thread until the first row, sampled: ${total.toFixed(0)} ms busy (profile: ${path}, opens in Chromium's DevTools)`);
  console.log('  self time by file');
  selfByFile.forEach(line);
  console.log('  time by function, with what it called');
  inclusive.forEach(line);
};
