import type { PanelTexts } from './es.ts';

export const en: PanelTexts = {
  app: {
    name: 'Sereno',
    tagline: 'Noise, smoke and occupancy of your rentals, calmly watched.',
  },
  language: {
    label: 'Language',
    name: 'English',
  },
  login: {
    title: 'Log in',
    intro: 'Use your username or your email.',
    username: 'Username or email',
    password: 'Password',
    passwordHint: 'At least 6 characters',
    submit: 'Log in',
  },
  home: {
    greeting: 'Hello, {{name}}',
    signedInAs: 'You are logged in as {{username}} ({{role}}).',
    loading: 'Loading your account…',
  },
  nav: {
    logout: 'Log out',
  },
  roles: {
    admin: 'Administrator',
    controller: 'Controller',
    fieldServiceAgents: 'Field service agent',
    manager: 'Manager',
    customer: 'Customer',
    manufacturer: 'Manufacturer',
  },
};
