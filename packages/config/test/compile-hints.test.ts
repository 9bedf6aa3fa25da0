// The compile hint goes on top of the chunks that hold the matched modules (and the entries when
// asked), after anything else has written there, and a chunk's source map follows it down a line.
import { describe, expect, it } from 'vitest';
import { compileHints, protocolCardModules } from '../vite.js';

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  code: string;
}
interface Asset {
  type: 'asset';
  fileName: string;
  source: string;
}

const chunk = (fileName: string, moduleIds: string[], isEntry = false): Chunk => ({ type: 'chunk', fileName, isEntry, moduleIds, code: 'export const x=1;' });

function bundleOf(...files: (Chunk | Asset)[]): Record<string, Chunk | Asset> {
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

function run(plugin: ReturnType<typeof compileHints>, bundle: Record<string, Chunk | Asset>) {
  const hook = (plugin as unknown as { generateBundle: { order: string; handler: (options: unknown, bundle: unknown) => void } }).generateBundle;
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
}

const hint = '//# allFunctionsCalledOnLoad\n';

describe('compileHints', () => {
  it('hints the chunk that holds the protocol cards, and leaves the others as they were', () => {
    const cards = chunk('assets/useCards-a1.js', [
      '/repo/packages/protocol-cards/src/ProtocolCardView/ProtocolCardView.tsx',
      '/repo/apps/panel/src/shared/protocols/useCards.ts',
    ]);
    const view = chunk('assets/ProtocolsView-b2.js', ['/repo/apps/panel/src/shared/protocols/ProtocolsView.tsx']);
    const rooms = chunk('assets/RoomsPage-c3.js', ['/repo/apps/panel/src/features/rooms/list/RoomsPage.tsx']);
    const entry = chunk('assets/index-d4.js', ['/repo/apps/panel/src/main.tsx'], true);
    run(compileHints(protocolCardModules), bundleOf(cards, view, rooms, entry));
    expect(cards.code).toBe(`${hint}export const x=1;`);
    expect(view.code.startsWith(hint)).toBe(true);
    expect(rooms.code).toBe('export const x=1;');
    expect(entry.code).toBe('export const x=1;');
  });

  it('hints the entry too when asked, on its first line even after what Vite put there', () => {
    const entry = chunk('assets/index-d4.js', ['/repo/apps/panel/src/main.tsx'], true);
    entry.code = 'const __vite__mapDeps=()=>[];\nexport const x=1;';
    run(compileHints(protocolCardModules, { entries: true }), bundleOf(entry));
    expect(entry.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(entry.code).toContain('const __vite__mapDeps');
  });

  it("moves a hinted chunk's source map down the one line it added", () => {
    const cards = chunk('assets/cards-e5.js', ['/repo/packages/protocol-cards/src/index.ts']);
    const map: Asset = { type: 'asset', fileName: 'assets/cards-e5.js.map', source: JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' }) };
    run(compileHints(protocolCardModules), bundleOf(cards, map));
    expect(JSON.parse(map.source)).toEqual({ version: 3, mappings: ';AAAA,CAAC' });
  });

  it('matches the cards and their panel views on either kind of path separator, and nothing near them', () => {
    expect(protocolCardModules.test('C:\\repo\\packages\\protocol-cards\\src\\index.ts')).toBe(true);
    expect(protocolCardModules.test('/repo/apps/panel/src/shared/protocols/ProtocolsEditor.tsx')).toBe(true);
    expect(protocolCardModules.test('/repo/packages/protocol-cards/dist/index.js')).toBe(false);
    expect(protocolCardModules.test('/repo/apps/panel/src/features/protocols/ProtocolsPage.tsx')).toBe(false);
  });
});
