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
    loadError: 'Your user data could not be loaded. Please refresh the page.',
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
  errors: {
    WRONG_CREDENTIALS_ERROR: 'The username or the password is not correct.',
    TOO_MANY_ATTEMPTS_ERROR: 'Too many failed attempts. Wait a minute and try again.',
    UNAUTHORIZED_ERROR: 'Your session has ended. Please log in again.',
    FORBIDDEN_ERROR: 'You are not allowed to do this.',
    NOT_FOUND_ERROR: 'What you are looking for was not found.',
    CONFLICT_ERROR: 'An item with these details already exists.',
    VALIDATION_ERROR: 'Please check the data: {{message}}',
    NETWORK_ERROR: 'Connection error. Check your network and try again.',
    UNEXPECTED_ERROR: 'Unexpected error. Please try again in a few minutes.',
  },
};
