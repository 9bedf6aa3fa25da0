// Proves that the lint rules refuse what would break the architecture, and let through what is fine.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { sereno } from '../eslint.js';

async function lint(boundary: Parameters<typeof sereno>[0]['boundary'], code: string, filePath = 'src/example.ts', httpAllowedIn: string[] = []) {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: sereno({ boundary, httpAllowedIn }), cwd: import.meta.dirname });
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.map((m) => m.ruleId) ?? [];
}

describe('architecture lint rules', () => {
  it('refuses a Sereno import in packages/ui', async () => {
    expect(await lint('ui', "import { loginSchema } from '@sereno/validation';\nexport const x = loginSchema;")).toContain('no-restricted-imports');
  });

  it('lets packages/ui import its own libraries', async () => {
    expect(await lint('ui', "import { Button } from 'react-aria-components';\nexport const x = Button;")).toEqual([]);
  });

  it('refuses fetch outside the API client', async () => {
    expect(await lint('app', "export const load = () => fetch('/api/me');")).toContain('no-restricted-globals');
    expect(await lint('app', "export const load = () => window.fetch('/api/me');")).toContain('no-restricted-properties');
    expect(await lint('ui', "import ky from 'ky';\nexport const x = ky;")).toContain('no-restricted-imports');
  });

  it('lets the API client call fetch', async () => {
    expect(await lint('api-client', "export const load = () => fetch('/api/me');")).toEqual([]);
  });

  it('refuses raw react-aria in an app: the ui wrappers are the way', async () => {
    expect(await lint('app', "import { Button } from 'react-aria-components';\nexport const x = Button;")).toContain('no-restricted-imports');
  });

  it('keeps an app in layers: shared below features, features apart, the app on top', async () => {
    expect(await lint('app', "import { x } from '../features/auth/x.ts';\nexport const y = x;", 'src/shared/forms/y.ts')).toContain('no-restricted-imports');
    expect(await lint('app', "import { x } from '../home/HomePage.tsx';\nexport const y = x;", 'src/features/auth/y.ts')).toContain('no-restricted-imports');
    expect(await lint('app', "import { x } from '../../app/i18n.ts';\nexport const y = x;", 'src/features/auth/y.ts')).toContain('no-restricted-imports');
    expect(await lint('app', "import { x } from '../../shared/paths.ts';\nexport const y = x;", 'src/features/auth/y.ts')).toEqual([]);
    expect(await lint('app', "import { x } from './LoginForm.tsx';\nexport const y = x;", 'src/features/auth/y.ts')).toEqual([]);
    expect(await lint('app', "import { x } from '../features/auth/LoginPage.tsx';\nexport const y = x;", 'src/app/router.ts')).toEqual([]);
    // A feature made of sub-pages shares pieces through its own shared/ folder, and nothing else.
    expect(await lint('app', "import { x } from '../shared/measurements.ts';\nexport const y = x;", 'src/features/rooms/list/y.ts')).toEqual([]);
    expect(await lint('app', "import { x } from '../wizard/steps.ts';\nexport const y = x;", 'src/features/rooms/list/y.ts')).toContain(
      'no-restricted-imports',
    );
    // The package's own restrictions still hold inside a layer.
    expect(await lint('app', "import { Button } from 'react-aria-components';\nexport const y = Button;", 'src/features/auth/y.ts')).toContain(
      'no-restricted-imports',
    );
  });

  it('keeps React and our packages out of validation', async () => {
    expect(await lint('validation', "import { useState } from 'react';\nexport const x = useState;")).toContain('no-restricted-imports');
  });

  it('lets the server call out only from the folders named for it', async () => {
    const code = "export const call = () => fetch('https://example.org');";
    expect(await lint('server', code, 'src/auth/routes.ts', ['src/integrations/**'])).toContain('no-restricted-globals');
    expect(await lint('server', code, 'src/integrations/guesty.ts', ['src/integrations/**'])).toEqual([]);
  });
});
