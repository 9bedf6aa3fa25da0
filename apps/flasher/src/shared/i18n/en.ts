import type { FlasherTexts } from './es.ts';

export const en: FlasherTexts = {
  title: 'Sereno Flasher',
  intro: 'Program and check Sereno devices over USB in the factory.',
  serial: {
    unsupportedTitle: 'This browser cannot use the serial port',
    unsupported: 'The flasher needs the Web Serial API. Open it in a Chromium-based browser, such as Google Chrome, Microsoft Edge or Opera, on a computer.',
    supportedTitle: 'Serial port available',
    supported: 'Connect the device over USB and choose its port.',
    choosePort: 'Choose port',
    chosen: 'Chosen port: USB {{vendor}}:{{product}}',
    noPortChosen: 'No port was chosen.',
  },
  language: { name: 'English' },
};
