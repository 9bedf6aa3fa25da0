import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardModules } from '@sereno/validation';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ProtocolCardForm } from '../ProtocolCardForm/ProtocolCardForm';
import { cardWidth, expectFitsThePhone, phoneGlobals, phoneWidth } from './decorators';
import { sampleContent, sampleFileUrl } from './samples';

const fileOf = (name: string, type: string) => new File([new Uint8Array(2048)], name, { type });
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** The upload api-client does, here at once: 50 %, then the name the server would give the file. */
const uploadFile = fn(async (_file: File, onProgress: (percent: number) => void) => {
  onProgress(50);
  return '00000004-0000-4000-8000-000000000004.jpg';
});

/** An upload that ends when the story says so. */
const slowUpload = (() => {
  let finish: (name: string) => void = () => undefined;
  return {
    upload: (_file: File, onProgress: (percent: number) => void) => {
      onProgress(30);
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    },
    finish: (name: string) => finish(name),
  };
})();

/**
 * The edit form of every card, one component driven by the card's definition. Pick the card with
 * the `module` control; the stories below try the shapes cards share.
 */
const meta = {
  title: 'Protocol cards/Form',
  component: ProtocolCardForm,
  args: { module: 'wifi', onSave: fn(), fileUrl: sampleFileUrl },
  argTypes: { module: { control: 'select', options: cardModules } },
  decorators: [cardWidth],
} satisfies Meta<typeof ProtocolCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty card: the wifi's name and password, saved trimmed as the server stores them. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('form', { name: 'Wifi' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre' }), '  Casa_5G  ');
    await userEvent.type(canvas.getByLabelText('Contraseña'), ' S3creto!  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ networkName: 'Casa_5G', password: 'S3creto!' }));
  },
};

/** A saved card opened again: any module (the `module` control), its sample content saved back unchanged. */
export const Filled: Story = {
  args: { module: 'alarm' },
  render: (args) => <ProtocolCardForm {...args} defaultValues={sampleContent[args.module]} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Código de la alarma' })).toHaveValue('4821');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(sampleContent.alarm));
  },
};

/** Required fields left empty: each says so under it, in the person's language, and the first takes the focus. */
export const WithErrors: Story = {
  args: { module: 'insurance' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const company = canvas.getByRole('textbox', { name: 'Compañía' });
    await waitFor(() => expect(company).toHaveAttribute('aria-invalid', 'true'));
    await expect(company).toHaveAccessibleDescription(expect.stringContaining('Campo requerido'));
    await expect(company).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Teléfono de asistencia' }), '600');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('Debe ser un número de teléfono válido')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The switch at No: the fields it governs hide, the card's message shows, and only the switch is saved. */
export const SwitchAtNo: Story = {
  args: { module: 'insurance', defaultValues: sampleContent.insurance },
  play: async ({ args, canvas, userEvent }) => {
    const hasInsurance = canvas.getByRole('switch', { name: 'Tiene seguro' });
    await expect(hasInsurance).toBeChecked();
    await userEvent.click(hasInsurance);
    await expect(canvas.queryByRole('textbox', { name: 'Compañía' })).toBeNull();
    await expect(canvas.getByRole('note')).toHaveTextContent('El alojamiento no tiene seguro');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ hasInsurance: false }));
    // Back at Yes, what was typed is still there.
    await userEvent.click(hasInsurance);
    await expect(canvas.getByRole('textbox', { name: 'Compañía' })).toHaveValue('Mapfre');
  },
};

/** A list of people: add one, choose what they are for, remove one. */
export const EmergencyContacts: Story = {
  args: { module: 'emergencyContact' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre' }), 'Cerrajería 24h');
    await userEvent.click(canvas.getByRole('button', { name: /Tipo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Apertura' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Teléfono' }), '+34 911 000 111');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Días y horas' }), 'Todos los días, 24 h');

    await userEvent.click(canvas.getByRole('button', { name: 'Añadir contacto' }));
    const second = within(canvas.getByRole('group', { name: 'Contacto 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(second.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Quitar el contacto 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        contacts: [{ name: 'Cerrajería 24h', type: 'opening', telephone: '+34 911 000 111', daysAndHours: 'Todos los días, 24 h', description: '' }],
      }),
    );
  },
};

/** Photos: a file goes up through `uploadFile` (api-client's), its thumbnail shows, and the card keeps its stored name. */
export const Files: Story = {
  args: { module: 'photos', uploadFile },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), [fileOf('salon.jpg', 'image/jpeg')]);
    await expect(await canvas.findByRole('button', { name: 'Quitar Foto 1 de 1' })).toBeVisible();
    await expect(uploadFile).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ files: ['00000004-0000-4000-8000-000000000004.jpg'], description: '' }));
  },
};

/** A file removed while it is going up never lands on the card, even when the upload ends after. */
export const FileRemovedWhileUploading: Story = {
  args: { module: 'photos' },
  render: function Render(args) {
    return <ProtocolCardForm {...args} uploadFile={slowUpload.upload} />;
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), [fileOf('portal.jpg', 'image/jpeg')]);
    await expect(await canvas.findByRole('progressbar', { name: 'portal.jpg' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar portal.jpg' }));
    slowUpload.finish('00000005-0000-4000-8000-000000000005.jpg');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    // A Photos card may be saved without photos (they upload only to a saved card): saved empty.
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ files: [], description: '' }));
    await expect(canvas.queryByRole('button', { name: /^Quitar Foto/ })).toBeNull();
  },
};

/** Without `uploadFile` (a card not saved yet, say) the files field says why it is off. */
export const FilesWithoutUpload: Story = {
  args: { module: 'boiler' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Guarde la tarjeta antes de añadir archivos.')).toBeVisible();
  },
};

export const English: Story = {
  args: { module: 'landlord' },
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Landlord' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Can contact' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Reasons' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await canvas.findAllByText('This field is required')).length).toBe(2);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = {
  args: { module: 'emergencyContact', defaultValues: sampleContent.emergencyContact },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Cerrajería 24h' })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  args: { module: 'emergencyContact', defaultValues: sampleContent.emergencyContact },
  decorators: [phoneWidth],
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    await expectFitsThePhone(canvasElement);
  },
};
