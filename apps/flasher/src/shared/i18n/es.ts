export const es = {
  title: 'Sereno Flasher',
  intro: 'Programa y comprueba los dispositivos Sereno por USB en la fábrica.',
  serial: {
    unsupportedTitle: 'Este navegador no puede usar el puerto serie',
    unsupported:
      'El flasher necesita la API Web Serial. Ábrelo en un navegador basado en Chromium, como Google Chrome, Microsoft Edge u Opera, en un ordenador.',
    supportedTitle: 'Puerto serie disponible',
    supported: 'Conecta el dispositivo por USB y elige su puerto.',
    choosePort: 'Elegir puerto',
    chosen: 'Puerto elegido: USB {{vendor}}:{{product}}',
    noPortChosen: 'No se ha elegido ningún puerto.',
  },
  language: { name: 'Español' },
} as const;

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type FlasherTexts = Texts<typeof es>;
