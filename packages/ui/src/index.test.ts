import { expect, test } from 'vitest';
import * as ui from './index';

test('the public API is a deliberate list: update this snapshot only on purpose', () => {
  expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
    [
      "Button",
      "Card",
      "Heading",
      "Inline",
      "NOTIFICATION_AUTO_HIDE_MS",
      "Notification",
      "NumberField",
      "PasswordField",
      "Stack",
      "Text",
      "TextField",
      "ThemeRoot",
      "breakpointQueries",
      "breakpoints",
      "buttonSizes",
      "buttonTones",
      "buttonVariants",
      "cardTones",
      "darkTheme",
      "headingLevels",
      "inlineAlignments",
      "inlineJustifications",
      "lightTheme",
      "notificationTones",
      "numberFieldModes",
      "stackAlignments",
      "textFieldTypes",
      "textFigures",
      "textSizes",
      "textTones",
      "textWeights",
      "themeNames",
      "vars",
    ]
  `);
});
