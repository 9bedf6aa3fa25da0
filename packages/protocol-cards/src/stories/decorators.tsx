import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** The width of a small phone (360 px): what a night agent holds. */
export const PHONE_WIDTH = 360;

/** Renders the story in a phone-wide column; in Storybook's toolbar, the "mobile1" viewport too. */
export const phoneWidth: Decorator = (Story) => (
  <div data-testid="phone" style={{ width: PHONE_WIDTH, maxWidth: '100%' }}>
    <Story />
  </div>
);

export const phoneGlobals = { viewport: { value: 'mobile1', isRotated: false } };

/** Nothing wider than the phone: no sideways scroll. */
export async function expectFitsThePhone(canvasElement: HTMLElement) {
  const column = canvasElement.querySelector<HTMLElement>('[data-testid="phone"]');
  await expect(column).not.toBeNull();
  await expect(column!.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** A column as wide as a card gets in a page. */
export const cardWidth: Decorator = (Story) => (
  <div style={{ maxWidth: 560 }}>
    <Story />
  </div>
);
