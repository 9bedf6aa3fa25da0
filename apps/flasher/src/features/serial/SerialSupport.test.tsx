import { ThemeRoot } from '@sereno/ui';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createI18n } from '../../shared/i18n/create-i18n.ts';
import { SerialSupport } from './SerialSupport.tsx';
import type { SerialLike } from './web-serial.ts';

function renderWith(serial: SerialLike | undefined, language = 'es') {
  const i18n = createI18n();
  void i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeRoot locale={language}>
        <SerialSupport serial={serial} />
      </ThemeRoot>
    </I18nextProvider>,
  );
}

describe('serial support', () => {
  it('tells a browser without Web Serial to use a Chromium browser', async () => {
    renderWith(undefined);
    await expect.element(page.getByText('Este navegador no puede usar el puerto serie')).toBeVisible();
    await expect.element(page.getByText(/navegador basado en Chromium/)).toBeVisible();
    expect(page.getByRole('button', { name: 'Elegir puerto' }).elements()).toHaveLength(0);
  });

  it('says it in English too', async () => {
    renderWith(undefined, 'en');
    await expect.element(page.getByText(/Chromium-based browser/)).toBeVisible();
  });

  it('lets the operator choose a port where Web Serial exists', async () => {
    const serial: SerialLike = {
      requestPort: async () => ({ getInfo: () => ({ usbVendorId: 0x303a, usbProductId: 0x1001 }) }),
    };
    renderWith(serial);
    await page.getByRole('button', { name: 'Elegir puerto' }).click();
    await expect.element(page.getByText('Puerto elegido: USB 303a:1001')).toBeVisible();
  });

  it('says so when the operator closes the chooser without a port', async () => {
    const serial: SerialLike = {
      requestPort: () => Promise.reject(new DOMException('No port selected by the user.', 'NotFoundError')),
    };
    renderWith(serial);
    await page.getByRole('button', { name: 'Elegir puerto' }).click();
    await expect.element(page.getByText('No se ha elegido ningún puerto.')).toBeVisible();
  });
});
