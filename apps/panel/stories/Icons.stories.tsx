import { ThemeRoot } from '@sereno/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as lucide from 'lucide-react';
import { useId, useState, type ComponentType, type SVGProps } from 'react';
import { expect } from 'storybook/test';
import { iconsInUse } from './iconsInUse.ts';

const used = iconsInUse();

function IconGallery() {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const wanted = search.trim().toLowerCase();
  const shown = used.filter(({ name, files }) => !wanted || name.toLowerCase().includes(wanted) || files.some((file) => file.toLowerCase().includes(wanted)));
  return (
    <main style={{ padding: 24, fontFamily: 'Inter Variable, system-ui, sans-serif' }}>
      <h1 style={{ marginTop: 0 }}>Icons</h1>
      <p>The {used.length} icons the panel uses (lucide), read from its code and the design system's. Search by name or by the file that uses one.</p>
      <label htmlFor={searchId} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        Search icons
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ padding: 8, width: 280, font: 'inherit' }}
      />
      <p role="status">{shown.length === used.length ? `${used.length} icons` : `${shown.length} of ${used.length} icons`}</p>
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
        {shown.map(({ name, files }) => {
          const Icon = (lucide as unknown as Record<string, ComponentType<SVGProps<SVGSVGElement> & { size?: number }> | undefined>)[name];
          return (
            <li
              key={name}
              title={files.join('\n')}
              style={{ border: '1px solid currentColor', borderRadius: 8, padding: 12, display: 'grid', justifyItems: 'center', gap: 8 }}
            >
              {Icon ? <Icon aria-hidden="true" size={28} /> : null}
              <code>{name}</code>
              <span style={{ fontSize: 12 }}>
                {files.length} {files.length === 1 ? 'file' : 'files'}
              </span>
            </li>
          );
        })}
      </ul>
    </main>
  );
}

const meta = { title: 'Panel/Icons', tags: ['!autodocs', 'both-themes'] } satisfies Meta;
export default meta;

export const Gallery: StoryObj<typeof meta> = {
  render: (_args, { globals }) => (
    <ThemeRoot theme={globals.theme === 'dark' ? 'dark' : 'light'} locale="es">
      <IconGallery />
    </ThemeRoot>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(20);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search icons' }), 'bell');
    await expect(canvas.getByRole('status')).toHaveTextContent(/of \d+ icons/);
    for (const item of canvas.getAllByRole('listitem')) await expect(item.textContent?.toLowerCase() + item.title.toLowerCase()).toContain('bell');
  },
};
