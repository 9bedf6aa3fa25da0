import { storybookGlobalTypes, storybookInitialGlobals, storybookParameters } from '@sereno/config/storybook';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { PanelScreen, prepareScreen, screenViewports } from '../stories/PanelScreen';

// A screen's first answers come after its route's code: wait for them as a person would, not 1 s.
configure({ asyncUtilTimeout: 45_000 });

const preview: Preview = {
  parameters: {
    ...storybookParameters,
    // The panel's own standard (test/axe.ts): WCAG 2.1 A and AA, contrast included, in both themes.
    a11y: { ...storybookParameters.a11y, options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } } },
    viewport: { options: screenViewports },
    options: { storySort: { order: ['Panel', ['Introduction', 'Icons', '*']] } },
  },
  globalTypes: storybookGlobalTypes,
  initialGlobals: { ...storybookInitialGlobals, viewport: { value: 'desktop', isRotated: false } },
  // Each screen starts afresh: its answers installed, its person, language and theme stored, then the
  // whole panel rendered at its path.
  loaders: [prepareScreen],
  render: (_args, { loaded, parameters }) => <PanelScreen loaded={loaded} parameters={parameters} />,
};

export default preview;
