import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component:
          'A placeholder in the shape of content on its way: lines of text, a rectangle (card, chart) or a circle. Hidden from screen readers, which hear "Cargando…" instead — turn `announce` off where the surrounding element already says it is loading. It breathes gently, and stays still when the person prefers reduced motion.',
      },
    },
  },
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    const hidden = canvasElement.querySelector('[aria-hidden="true"]')!;
    await expect(hidden.children).toHaveLength(3);
    // The last line is shorter, as real text would be.
    const [first, , last] = Array.from(hidden.children).map((line) => line.getBoundingClientRect().width);
    await expect(last!).toBeLessThan(first!);
  },
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const Shapes: Story = {
  render: () => (
    <Stack gap="medium">
      <Inline gap="small">
        <Skeleton shape="circle" height="2.5rem" />
        <Skeleton shape="text" width="12rem" announce={false} />
      </Inline>
      <Skeleton shape="rect" height="6rem" announce={false} />
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    // One announcement for the whole group: the others are quiet.
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    const circle = canvasElement.querySelector('[data-shape="circle"] [aria-hidden] > span')!.getBoundingClientRect();
    await expect(circle.width).toBe(circle.height);
    const rect = canvasElement.querySelector('[data-shape="rect"] [aria-hidden] > span')!.getBoundingClientRect();
    await expect(rect.height).toBe(96);
  },
};

/** The breathing animation stops when the person asks for reduced motion (the test browser reports no preference). */
export const Motion: Story = {
  args: { lines: 1 },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[aria-hidden="true"] > span')!;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(line).animationName === 'none').toBe(reduced);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const DarkTheme: Story = {
  ...Shapes,
  globals: { theme: 'dark' },
};
