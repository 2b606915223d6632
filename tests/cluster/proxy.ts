import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../server/db/embedded/cluster';
import type { Work } from './work';

// Debian's nginx on deploy/nginx.conf, as compose.yaml mounts it, with this run's ports in place
// of the containers' names. Only the surroundings (pid file, logs, temp folders, one worker) are
// this file's own.

const SITE = join(import.meta.dirname, '../../deploy/nginx.conf');
export const NGINX = '/usr/sbin/nginx';

export interface Proxy {
  port: number;
  base: string;
  /** The site as nginx runs it here. */
  site: string;
}

/** The deploy folder's site with its upstreams and listen port replaced; each must be found. */
export const siteFor = (upstreams: [string, string], listen: number): string => {
  let site = readFileSync(SITE, 'utf8');
  for (const [from, to] of [['server app1:3000', `server ${upstreams[0]}`], ['server app2:3000', `server ${upstreams[1]}`], ['listen 80;', `listen 127.0.0.1:${listen};`]]) {
    if (!site.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}"`);
    site = site.replace(from, to);
  }
  return site;
};

export const startProxy = async (work: Work, upstreams: [string, string]): Promise<Proxy> => {
  if (!existsSync(NGINX)) throw new Error('Debian\'s nginx is not installed (apt-get install nginx); npm run test:cluster installs it when run as root');
  const port = await freePort();
  const dir = work.folder('nginx');
  const temp = join(dir, 'temp');
  mkdirSync(temp, { recursive: true });
  // nginx's workers run as an unprivileged user when started as root: they write request bodies here.
  chmodSync(temp, 0o777);
  const site = siteFor(upstreams, port);
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(join(dir, 'nginx.conf'), `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${dir}/site.conf;
}
`);
  const nginx = work.spawn('nginx', NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')]);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (nginx.child.exitCode !== null) throw new Error(`nginx ended (${nginx.child.exitCode}):\n${nginx.output()}\n${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    // nginx answers (whatever its upstreams say: they are the caller's to wait for).
    if (await fetch(`${base}/health/live`).then(() => true, () => false)) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${base}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, base, site };
};
