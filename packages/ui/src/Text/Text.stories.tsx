import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text, textFigures, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Ruido medio: 58 dBA · hace 3 min' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    figures: { control: 'inline-radio', options: textFigures },
    as: { control: 'inline-radio', options: ['p', 'span', 'div'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/58 dBA/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).fontVariantNumeric).toBe('normal');
  },
};

/** Readings stacked in a column: with tabular figures every digit takes the same width. */
export const TabularFigures: Story = {
  args: { figures: 'tabular' },
  render: (args) => (
    <Stack gap="xxsmall" align="start">
      <Text {...args} as="span">
        111,1 dBA
      </Text>
      <Text {...args} as="span">
        888,8 dBA
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const narrow = canvas.getByText('111,1 dBA').getBoundingClientRect().width;
    const wide = canvas.getByText('888,8 dBA').getBoundingClientRect().width;
    await expect(Math.abs(narrow - wide)).toBeLessThan(0.5);
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="xsmall">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>{`${tone}: 58 dBA`}</Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const colours = new Set(textTones.map((tone) => getComputedStyle(canvas.getByText(`${tone}: 58 dBA`)).color));
    await expect(colours.size).toBe(textTones.length);
  },
};

export const SizesAndWeights: Story = {
  render: (args) => (
    <Stack gap="xsmall">
      {textSizes.map((size) => textWeights.map((weight) => <Text key={`${size}-${weight}`} {...args} size={size} weight={weight}>{`${size} ${weight}`}</Text>))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const small = getComputedStyle(canvas.getByText('small regular'));
    const largeBold = getComputedStyle(canvas.getByText('large strong'));
    await expect(parseFloat(largeBold.fontSize)).toBeGreaterThan(parseFloat(small.fontSize));
    await expect(Number(largeBold.fontWeight)).toBeGreaterThan(Number(small.fontWeight));
  },
};

export const InsideOtherText: Story = {
  args: { as: 'span', weight: 'strong', children: '58 dBA' },
  render: (args) => (
    <Text>
      Lectura actual: <Text {...args} />
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('58 dBA').tagName).toBe('SPAN');
  },
};

export const DarkTheme: Story = {
  ...Tones,
  globals: { theme: 'dark' },
};
