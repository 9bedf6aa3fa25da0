import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageSquare, Phone } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { LinkButton } from './LinkButton';

/**
 * A link that looks like a button: use it when the action goes somewhere — calling a number (`tel:`),
 * writing an SMS (`sms:`), downloading a file. When the action happens on the page, use `Button`.
 */
const meta = {
  title: 'Actions/LinkButton',
  component: LinkButton,
  args: { href: 'tel:+34611222333', children: 'Llamar', icon: <Phone /> },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Llamar' });
    await expect(link).toHaveAttribute('href', 'tel:+34611222333');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // A tap target as tall as a button's.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

/** Beside a button, the same height and look: a call and an SMS next to a page action. */
export const BesideAButton: Story = {
  render: (args) => (
    <Inline gap="small">
      <LinkButton {...args} variant="primary" />
      <LinkButton {...args} href="sms:+34611222333" icon={<MessageSquare />}>
        SMS
      </LinkButton>
      <Button variant="secondary">Me encargo</Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const call = canvas.getByRole('link', { name: 'Llamar' });
    const sms = canvas.getByRole('link', { name: 'SMS' });
    const button = canvas.getByRole('button', { name: 'Me encargo' });
    await expect(sms).toHaveAttribute('href', 'sms:+34611222333');
    await expect(call.getBoundingClientRect().height).toBe(button.getBoundingClientRect().height);
    await expect(getComputedStyle(call).textDecorationLine).toBe('none');
    await expect(getComputedStyle(call).backgroundColor).not.toBe(getComputedStyle(sms).backgroundColor);
  },
};

/** Another site opens in a new tab, without handing it this page. */
export const NewTab: Story = {
  args: { href: 'https://example.com/manual.pdf', children: 'Manual', icon: undefined, newTab: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Manual' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Where space is short: the icon alone, the label kept as the link's name. */
export const IconOnly: Story = {
  args: { hideLabel: true, size: 'small' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Llamar' });
    await expect(link.textContent).toBe('Llamar');
    await expect(link.querySelector('svg')).not.toBeNull();
  },
};
