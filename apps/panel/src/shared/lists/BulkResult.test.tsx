// The result of a bulk action, shared by the devices and rooms lists: how many changed, then each row
// refused with the reason (under the page's summary where it gives one), or that all changed.
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BulkResult } from './BulkResult.tsx';

const texts = { refusedLabel: 'Salas sin cambiar', allChangedText: 'Todas las salas elegidas han cambiado.' };

describe('the result of a bulk action', () => {
  it('lists each refused row by name with the reason, under the summary', async () => {
    await render(
      <BulkResult
        {...texts}
        title="1 de 3 salas cambiada"
        refusedSummary="2 salas no han cambiado:"
        refused={[
          { id: 'a', name: 'Piso 01', message: 'La sala no tiene dispositivo' },
          { id: 'b', name: 'Piso 02', message: 'La sala no tiene dispositivo' },
        ]}
        onClose={() => undefined}
      />,
    );
    await expect.element(page.getByText('1 de 3 salas cambiada')).toBeVisible();
    await expect.element(page.getByText('2 salas no han cambiado:')).toBeVisible();
    const refused = page.getByRole('list', { name: 'Salas sin cambiar' });
    expect(
      refused
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(['Piso 01: La sala no tiene dispositivo', 'Piso 02: La sala no tiene dispositivo']);
    expect(page.getByText(texts.allChangedText).elements()).toHaveLength(0);
  });

  it('says that all changed when none was refused, and closes', async () => {
    const onClose = vi.fn();
    await render(<BulkResult {...texts} title="3 de 3 salas cambiadas" refused={[]} onClose={onClose} />);
    await expect.element(page.getByText(texts.allChangedText)).toBeVisible();
    expect(page.getByRole('list').elements()).toHaveLength(0);
    await page.getByRole('button').click();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
