// The production proxy configuration (deploy/nginx/basin.conf.template) run locally: rendered the way
// the image's entrypoint renders it, inside a minimal nginx.conf that only moves what a run without
// root needs (pid, logs, temporary files) into a scratch folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TEMPLATE = path.join(repo, 'deploy/nginx/basin.conf.template');

/** The nginx binary: NGINX_BIN, else Debian's /usr/sbin/nginx, else the first on PATH; null when none. */
export function findNginx(env = process.env) {
  const candidates = [env.NGINX_BIN, '/usr/sbin/nginx', ...(env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx'))];
  return candidates.find((file) => file && fs.existsSync(file)) ?? null;
}

/**
 * The template with every ${NAME} replaced by values[NAME], as envsubst does with the list of names the
 * template uses (deploy/nginx/render-templates.sh); nginx's own $variables are left alone. Throws when
 * the template names a variable that has no value, as the entrypoint refuses to start.
 */
export function renderTemplate(text, values) {
  const missing = new Set();
  const rendered = text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name) => {
    if (values[name] === undefined || values[name] === '') missing.add(name);
    return values[name] ?? '';
  });
  if (missing.size > 0) throw new Error(`${path.basename(TEMPLATE)} needs ${[...missing].join(', ')}`);
  return rendered;
}

/**
 * Writes the rendered template and an nginx.conf that includes it into `dir`; returns the nginx.conf
 * path. Temporary files stay in `dir`, which must be readable by the worker user when run as root.
 */
export function writeLocalConfig(dir, values) {
  const fragment = path.join(dir, 'basin.conf');
  // As deploy/nginx/render-templates.sh derives it: the import's body limit is the file limit plus 1 MiB of form.
  const importFileMb = Number(values.IMPORT_FILE_MB ?? 200);
  const derived = { IMPORT_FILE_MB: String(importFileMb), IMPORT_BODY_MB: String(importFileMb + 1) };
  fs.writeFileSync(fragment, renderTemplate(fs.readFileSync(TEMPLATE, 'utf8'), { NGINX_LOG_DIR: dir, ...values, ...derived }));
  const conf = path.join(dir, 'nginx.conf');
  const temp = (name) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  fs.writeFileSync(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${fragment};`,
      '}',
      '',
    ].join('\n'),
  );
  return conf;
}
