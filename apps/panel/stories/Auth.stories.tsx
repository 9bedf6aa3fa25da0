import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { answer, fail, pending, unreachable } from './mocks/api.ts';
import { publicApi } from './mocks/portfolio.ts';
import { at, inEnglish, onPhone, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Access' } satisfies Meta;
export default meta;

const longUsername = 'maria.de.los.angeles.fernandez-villaverde@apartamentos-turisticos-costa-del-sol.example';

/** Fills the login form and sends it, as a person does. */
const logIn: ScreenStory['play'] = async ({ canvas, userEvent }) => {
  await userEvent.type(await canvas.findByLabelText(/Usuario o email/), 'admin');
  await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'Sereno#2026');
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
};

export const Login: ScreenStory = {
  tags: ['both-themes'],
  parameters: at('/login', null, publicApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
  },
};

export const LoginSending: ScreenStory = {
  name: 'Login: sending',
  parameters: at('/login', null, [pending('post', '/api/login')], publicApi),
  play: async (context) => {
    await logIn(context);
    await expect(context.canvas.getByLabelText(/Usuario o email/)).toHaveValue('admin');
  },
};

export const LoginNetworkError: ScreenStory = {
  name: 'Login: error, network',
  parameters: at('/login', null, [unreachable('post', '/api/login')], publicApi),
  play: async (context) => {
    await logIn(context);
    await expect(await context.canvas.findByRole('alert')).toBeVisible();
  },
};

export const LoginRefused: ScreenStory = {
  name: 'Login: error 403 (account disabled)',
  parameters: at('/login', null, [fail('post', '/api/login', 403, 'Account disabled')], publicApi),
  play: async (context) => {
    await logIn(context);
    await expect(await context.canvas.findByRole('alert')).toBeVisible();
  },
};

export const LoginLongValues: ScreenStory = {
  name: 'Login: very long values',
  parameters: at('/login', null, publicApi),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/Usuario o email/), longUsername);
  },
};

export const LoginPhoneEnglish: ScreenStory = {
  name: 'Login: phone, English',
  globals: { ...onPhone, ...inEnglish },
  parameters: at('/login', null, publicApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Log in' })).toBeVisible();
  },
};

export const Register: ScreenStory = {
  tags: ['both-themes'],
  parameters: at('/register', null, publicApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Crear una cuenta' })).toBeVisible();
  },
};

export const RegisterInvalid: ScreenStory = {
  name: 'Register: every field wrong',
  parameters: at('/register', null, publicApi),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'no-es-un-email');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect((await canvas.findAllByText(/./, { selector: '[slot="errorMessage"], [id$="-error"]' })).length).toBeGreaterThanOrEqual(0);
  },
};

export const RegisterPhoneEnglish: ScreenStory = {
  name: 'Register: phone, English',
  globals: { ...onPhone, ...inEnglish },
  parameters: at('/register', null, publicApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Create an account' })).toBeVisible();
  },
};

export const ResetPassword: ScreenStory = {
  tags: ['both-themes'],
  name: 'Reset password',
  parameters: at('/reset-password', null, publicApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Recuperar la contraseña' })).toBeVisible();
  },
};

export const ResetPasswordSent: ScreenStory = {
  name: 'Reset password: link sent',
  parameters: at('/reset-password', null, [answer('post', '/api/reset-password', { message: 'Sent' })], publicApi),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'hola@brisadelmar.es');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar el enlace' }));
    await expect(await canvas.findByText(/te hemos enviado un enlace/)).toBeVisible();
  },
};

export const ResetPasswordNetworkError: ScreenStory = {
  name: 'Reset password: error, network',
  parameters: at('/reset-password', null, [unreachable('post', '/api/reset-password')], publicApi),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'hola@brisadelmar.es');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar el enlace' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

// The page of the emailed reset link: the link is checked before the form is shown.
const resetLink = '/new-password?token=3q2-7Yk1vQ&email=carmen.ruiz%40brisadelmar.example.com';
const liveLink = answer('get', '/api/users/token/{token}', { email: 'carmen.ruiz@brisadelmar.example.com' });

export const NewPassword: ScreenStory = {
  tags: ['both-themes'],
  name: 'New password',
  parameters: at(resetLink, null, [liveLink], publicApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Elegir una contraseña nueva' })).toBeVisible();
    await expect(canvas.getByText(/carmen\.ruiz@brisadelmar\.example\.com/)).toBeVisible();
  },
};

export const NewPasswordChecking: ScreenStory = {
  name: 'New password: checking the link',
  parameters: at(resetLink, null, [pending('get', '/api/users/token/{token}')], publicApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Comprobando el enlace…')).toBeVisible();
  },
};

export const NewPasswordExpiredLink: ScreenStory = {
  name: 'New password: link expired or used',
  parameters: at(resetLink, null, [fail('get', '/api/users/token/{token}', 404, 'Not found')], publicApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/no es válido o ha caducado/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
  },
};

export const NewPasswordNetworkError: ScreenStory = {
  name: 'New password: error, network',
  parameters: at(resetLink, null, [unreachable('get', '/api/users/token/{token}')], publicApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Reintentar/ })).toBeVisible();
  },
};

export const NewPasswordMismatch: ScreenStory = {
  name: 'New password: the two do not match',
  parameters: at(resetLink, null, [liveLink], publicApi),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Contraseña nueva/), 'Brisa#2026mar');
    await userEvent.type(canvas.getByLabelText(/^Repite la contraseña/), 'Brisa#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar la contraseña' }));
    await expect(canvas.getByLabelText(/^Repite la contraseña/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NewPasswordDone: ScreenStory = {
  name: 'New password: changed',
  parameters: at(resetLink, null, [liveLink, answer('post', '/api/new-password', undefined)], publicApi),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Contraseña nueva/), 'Brisa#2026mar');
    await userEvent.type(canvas.getByLabelText(/^Repite la contraseña/), 'Brisa#2026mar');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar la contraseña' }));
    await expect(await canvas.findByText(/Tu contraseña ha cambiado/)).toBeVisible();
  },
};

export const NewPasswordPhoneEnglish: ScreenStory = {
  name: 'New password: phone, English',
  globals: { ...onPhone, ...inEnglish },
  parameters: at(resetLink, null, [liveLink], publicApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form')).toBeVisible();
  },
};
