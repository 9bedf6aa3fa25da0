import { storybookGlobalTypes, storybookInitialGlobals, storybookParameters, themeRootProps } from '@sereno/config/storybook';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeRoot } from '../src/ThemeRoot/ThemeRoot';
import { ComponentDocsPage } from '../src/guidelines/GuidelinesBlock';
import * as styles from './preview.css';

const withThemeRoot: Decorator = (Story, { globals, viewMode }) => (
  <ThemeRoot {...themeRootProps(globals)}>
    <div className={viewMode === 'docs' ? styles.docsCanvas : styles.canvas}>
      <Story />
    </div>
  </ThemeRoot>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withThemeRoot],
  parameters: {
    ...storybookParameters,
    // Each component's docs page opens on its guidelines (src/guidelines/guidelines.ts).
    docs: { page: ComponentDocsPage },
    options: { storySort: { order: ['Introduction', 'Foundations', ['Tokens', 'Icons'], '*'] } },
  },
  globalTypes: storybookGlobalTypes,
  initialGlobals: storybookInitialGlobals,
};

export default preview;
