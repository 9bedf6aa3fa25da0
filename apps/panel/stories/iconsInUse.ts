// Every icon the panel shows, read from the source itself: the lucide-react imports of the panel's
// code and of the design system's components (stories and tests left out). A new icon in a page
// appears in the gallery with nothing else to edit.
const sources = {
  ...import.meta.glob<string>(['../src/**/*.tsx', '!../src/**/*.test.tsx'], { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>(['../../../packages/ui/src/**/*.tsx', '!../../../packages/ui/src/**/*.stories.tsx', '!../../../packages/ui/src/**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

export interface IconUse {
  /** lucide's name, e.g. `BellRing`. */
  name: string;
  /** The files that import it, relative to the repository. */
  files: string[];
}

const lucideImport = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;

/** The icon names a file's source imports from lucide-react (`X as Y` is X; types are not icons). */
export function iconImports(source: string): string[] {
  return [...source.matchAll(lucideImport)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? part)
      .filter((name) => /^[A-Z]/.test(name) && !name.endsWith('Props') && name !== 'LucideIcon'),
  );
}

export function iconsInUse(files: Record<string, string> = sources): IconUse[] {
  const uses = new Map<string, Set<string>>();
  for (const [file, source] of Object.entries(files)) {
    for (const name of iconImports(source)) {
      const where = file.replace(/^(\.\.\/)+/, '').replace(/^src\//, 'apps/panel/src/');
      uses.set(name, (uses.get(name) ?? new Set()).add(where));
    }
  }
  return [...uses.entries()].map(([name, where]) => ({ name, files: [...where].sort() })).sort((a, b) => a.name.localeCompare(b.name));
}
