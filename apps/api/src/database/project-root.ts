import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root (the folder holding pnpm-workspace.yaml), found from the working folder. */
export function projectRoot(start = process.cwd()): string {
  let folder = path.resolve(start);
  while (!existsSync(path.join(folder, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(folder);
    if (parent === folder) return path.resolve(start);
    folder = parent;
  }
  return folder;
}

/** A path relative to the repository root, or the path itself when absolute. */
export function fromProjectRoot(relativeOrAbsolute: string): string {
  return path.isAbsolute(relativeOrAbsolute)
    ? relativeOrAbsolute
    : path.join(projectRoot(), relativeOrAbsolute);
}
