// Prints the image's package.json: the repository's name, version, module type and engines, and only the scripts
// that run in the image (serve and migrate on the built bundle). No dependencies: the image's node_modules come
// from the API workspace's production install (see the Dockerfile).
import { readFileSync } from 'node:fs';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const manifest = {
  name: root.name,
  version: root.version,
  description: root.description,
  private: true,
  type: root.type,
  engines: root.engines,
  scripts: { serve: root.scripts.serve, migrate: 'node api/dist/migrate.js' },
};
process.stdout.write(`${JSON.stringify(manifest, null, 2)}\n`);
