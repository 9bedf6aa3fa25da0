import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card';
import { Text } from '../Text/Text';
import { Columns, columnsAlignments, columnsCollapseBreakpoints } from './Columns';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  parameters: {
    docs: {
      description: {
        component:
          'Side-by-side columns with given widths (`1/3`, `2/3`, `content`, `fill`…) that stack one under the other below a breakpoint (`collapseBelow`). Use it for a page’s main and side areas or a row of cards; use `Inline` for a wrapping row of small things.',
      },
    },
  },
  args: { gap: 'medium', children: null },
  argTypes: {
    collapseBelow: { control: 'inline-radio', options: columnsCollapseBreakpoints },
    alignY: { control: 'inline-radio', options: columnsAlignments },
    children: { control: false },
  },
  render: (args) => (
    <Columns {...args}>
      <Columns.Column width="2/3">
        <Card title="Principal">
          <Text>Dos tercios del ancho.</Text>
        </Card>
      </Columns.Column>
      <Columns.Column width="1/3">
        <Card title="Lateral">
          <Text>Un tercio.</Text>
        </Card>
      </Columns.Column>
    </Columns>
  ),
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnOf = (element: HTMLElement) => element.closest<HTMLElement>('[data-width]')!.getBoundingClientRect();

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = columnOf(canvas.getByRole('heading', { name: 'Principal' }));
    const side = columnOf(canvas.getByRole('heading', { name: 'Lateral' }));
    await expect(side.top).toBe(main.top);
    await expect(side.left - main.right).toBe(16);
    // 2/3 and 1/3 of what is left once the gap is taken out.
    await expect(main.width / side.width).toBeCloseTo(2, 1);
  },
};

/** Below `collapseBelow` the columns stack; the test browser is 1024 px wide, under `xl` (1200). */
export const CollapsesBelowABreakpoint: Story = {
  args: { collapseBelow: 'xl' },
  play: async ({ canvas }) => {
    const main = columnOf(canvas.getByRole('heading', { name: 'Principal' }));
    const side = columnOf(canvas.getByRole('heading', { name: 'Lateral' }));
    const stacked = window.innerWidth < 1200;
    await expect(side.top > main.bottom).toBe(stacked);
    if (stacked) await expect(side.width).toBe(main.width);
  },
};

export const ContentAndFill: Story = {
  render: (args) => (
    <Columns {...args} alignY="center">
      <Columns.Column width="content">
        <Text>Etiqueta</Text>
      </Columns.Column>
      <Columns.Column>
        <Text>Esta columna ocupa el resto del ancho disponible.</Text>
      </Columns.Column>
    </Columns>
  ),
  play: async ({ canvas }) => {
    const label = columnOf(canvas.getByText('Etiqueta'));
    const rest = columnOf(canvas.getByText(/ocupa el resto/));
    await expect(label.width).toBeLessThan(rest.width);
    await expect(rest.left - label.right).toBe(16);
  },
};

export const Playground: Story = {
  argTypes: { children: { control: false } },
  render: (args) => (
    <Columns {...args}>
      {(['1/4', '1/2', '1/4'] as const).map((width, index) => (
        <Columns.Column key={index} width={width}>
          <Card title={`Columna ${index + 1}`}>
            <Text>{`Ancho ${width}`}</Text>
          </Card>
        </Columns.Column>
      ))}
    </Columns>
  ),
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('heading').map(columnOf);
    await expect(second!.width / first!.width).toBeCloseTo(2, 1);
    await expect(third!.width).toBeCloseTo(first!.width, 1);
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    // The first column starts on the right.
    const main = columnOf(canvas.getByRole('heading', { name: 'Principal' }));
    const side = columnOf(canvas.getByRole('heading', { name: 'Lateral' }));
    await expect(main.left).toBeGreaterThan(side.right);
  },
};

export const DarkTheme: Story = {
  ...Default,
  globals: { theme: 'dark' },
};
