// Removes the data directory the config created for this run.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

export default function globalTeardown(): void {
  const dir = process.env.E2E_VITRIN_DATA_DIR;
  if (dir?.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
}
