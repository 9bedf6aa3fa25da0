import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Analytics } from './Analytics.tsx';

const trackers = () => document.head.querySelectorAll('script[data-analytics]');

describe('analytics', () => {
  it('loads the tracker named at build time, and removes it when unmounted', async () => {
    const screen = await render(<Analytics scriptUrl="/tracker.js" />);
    expect(trackers()).toHaveLength(1);
    expect(trackers()[0]?.getAttribute('src')).toBe('/tracker.js');
    await screen.unmount();
    expect(trackers()).toHaveLength(0);
  });

  it('loads nothing when no tracker is named', async () => {
    await render(<Analytics scriptUrl={undefined} />);
    expect(trackers()).toHaveLength(0);
  });
});
