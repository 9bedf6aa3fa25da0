import { logout, sessionUserStorageKey } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../../test/render-app.tsx';
import { demoPassword, resetBrowser, unique } from '../../../test/demo.ts';
import { paths } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

const field = (label: string) => page.getByLabelText(new RegExp(`^${label}`));

async function fill(values: { name: string; username: string; email: string; password: string; confirmPassword?: string }) {
  await field('Nombre').fill(values.name);
  await field('Usuario').fill(values.username);
  await field('Email').fill(values.email);
  await field('Contraseña').fill(values.password);
  await field('Repite la contraseña').fill(values.confirmPassword ?? values.password);
}

describe('the register page', () => {
  it('is reached from the login page', async () => {
    const { router } = renderApp(paths.login);
    await page.getByRole('link', { name: 'Crear una cuenta' }).click();
    await expect.element(page.getByRole('heading', { name: 'Crear una cuenta' })).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe(paths.register);
  });

  it('requires the name and shows the password hint', async () => {
    renderApp(paths.register);
    await expect.element(page.getByText(/^Al menos 8 caracteres, con mayúscula/)).toBeVisible();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect.element(field('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(page.getByText('Campo requerido').elements().length).toBeGreaterThanOrEqual(3);
  });

  it('explains a weak password and a confirmation that differs under their fields', async () => {
    renderApp(paths.register);
    await fill({ name: 'Ana', username: 'ana', email: 'ana@example.com', password: 'short', confirmPassword: 'other' });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect.element(page.getByText(/^La contraseña debe tener al menos 8 caracteres/)).toBeVisible();
    await field('Contraseña').fill(demoPassword);
    await expect.element(page.getByText('La contraseña no coincide')).toBeVisible();
  });

  it('creates a customer account and goes straight to the private area', async () => {
    const name = unique();
    const { router } = renderApp(paths.register);
    await fill({ name: 'Ana Gil', username: `ana${name}`, email: `ana.${name}@example.com`, password: demoPassword });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Hola, Ana Gil' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.home);
    expect(JSON.parse(localStorage.getItem(sessionUserStorageKey) ?? '{}')).toMatchObject({ username: `ana${name}`, role: 'customer' });
  });

  it('says so when the username or the email is taken', async () => {
    const { router } = renderApp(paths.register);
    await fill({ name: 'Otra', username: 'admin', email: `otra.${unique()}@example.com`, password: demoPassword });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect.element(page.getByText('El username o email ya existe')).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.register);
    expect(localStorage.getItem(sessionUserStorageKey)).toBeNull();
  });
});
