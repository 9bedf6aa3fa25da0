// Writes the actions table of docs/permissions.md from the access policy (src/platform/permissions-doc.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { permissionsDocPath, withActionsTable } from '../platform/permissions-doc.ts';

const current = await readFile(permissionsDocPath, 'utf8');
const next = withActionsTable(current);
if (next === current) console.log('docs/permissions.md: the actions table is current');
else {
  await writeFile(permissionsDocPath, next);
  console.log('docs/permissions.md: wrote the actions table');
}
