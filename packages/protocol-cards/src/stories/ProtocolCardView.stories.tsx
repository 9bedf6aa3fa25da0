import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardModules } from '@sereno/validation';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ProtocolCardView } from '../ProtocolCardView/ProtocolCardView';
import { cardWidth, expectFitsThePhone, phoneGlobals, phoneWidth } from './decorators';
import { sampleContent, sampleFileUrl } from './samples';

/**
 * What a night agent reads at 2 a.m. on a phone: what to do first on top, numbers as call buttons,
 * codes large with a copy button, photos as a gallery, emergency contacts by what they are for.
 * `AnyCard` shows the sample of the card picked with the `module` control.
 */
const meta = {
  title: 'Protocol cards/View',
  component: ProtocolCardView,
  args: { module: 'emergencyContact', content: sampleContent.emergencyContact, fileUrl: sampleFileUrl },
  argTypes: { module: { control: 'select', options: cardModules } },
  decorators: [cardWidth],
} satisfies Meta<typeof ProtocolCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Emergency contacts grouped by type in the spec's order, each with its hours and a call button. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Apertura', 'Fontanería', 'Ruido', 'General']);
    await expect(canvas.getByRole('link', { name: '+34 911 000 111' })).toHaveAttribute('href', 'tel:+34911000111');
    await expect(canvas.getByRole('link', { name: 'ruiz@example.com' })).toHaveAttribute('href', 'mailto:ruiz@example.com');
    await expect(canvas.getByText('Cuándo llamar: L-D 22:00-8:00')).toBeVisible();
  },
};

/** Codes and passwords: large, and copied with one tap. */
export const CopiesACode: Story = {
  args: { module: 'wifi', content: sampleContent.wifi },
  play: async ({ canvas, userEvent }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Nombre', 'Contraseña']);
    await expect(canvas.getByText('S3creto!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar contraseña' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/Copiado|No se pudo copiar/));
  },
};

/** Photos as a gallery: each opens the full picture; documents are links named by their type. */
export const Gallery: Story = {
  args: { module: 'photos', content: sampleContent.photos },
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img');
    await expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Foto 1 de 3', 'Foto 2 de 3', 'Foto 3 de 3']);
    await expect(canvas.getByRole('link', { name: 'Foto 2 de 3' })).toHaveAttribute('href', expect.stringMatching(/^data:image\/svg/));
  },
};

/** A card from a node above: read-only, where it comes from, and an action to write this node's own. */
export const Inherited: Story = {
  args: { module: 'wifi', content: sampleContent.wifi, inheritedFrom: { name: 'Edificio Sol', levelsUp: 2 }, onOverride: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('De Edificio Sol, 2 niveles arriba')).toBeVisible();
    await expect(canvas.getByText('Heredada')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sobrescribir aquí' }));
    await expect(args.onOverride).toHaveBeenCalledOnce();
  },
};

export const InheritedInEnglish: Story = {
  args: { module: 'landlord', content: sampleContent.landlord, inheritedFrom: { name: 'Edificio Sol', levelsUp: 1 }, onOverride: fn() },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('From Edificio Sol, 1 level up')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Override here' })).toBeVisible();
    // The number to call comes first.
    await expect(canvas.getAllByRole('term')[0]).toHaveTextContent('Phone');
  },
};

/** The switch at No: the card's message and nothing else. */
export const SwitchAtNo: Story = {
  args: { module: 'landlord', content: { canContact: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('No se debe contactar con el propietario.');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A card with nothing filled in yet. */
export const Empty: Story = {
  args: { module: 'boiler', content: { instructions: '', files: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Esta tarjeta aún no tiene datos.')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  args: { inheritedFrom: { name: 'Edificio Sol', levelsUp: 2 }, onOverride: fn() },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('region', { name: 'Contacto de emergencia' })).getByText('Heredada')).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  args: { inheritedFrom: { name: 'Edificio Sol con un nombre muy largo', levelsUp: 3 }, onOverride: fn() },
  decorators: [phoneWidth],
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    await expectFitsThePhone(canvasElement);
  },
};

/** The sample of any card: pick it with the `module` control. */
export const AnyCard: Story = {
  args: { module: 'alarm' },
  render: (args) => <ProtocolCardView {...args} content={sampleContent[args.module]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')[0]).toHaveTextContent('Código de la alarma');
    await expect(canvas.getByRole('button', { name: 'Copiar código de la alarma' })).toBeVisible();
  },
};
