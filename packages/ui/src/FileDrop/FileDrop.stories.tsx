import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { FILE_DROP_MAX_FILE_SIZE, FileDrop, type FileDropItem, type FileDropProps } from './FileDrop';

const megabytes = (n: number) => n * 1024 * 1024;
const fileOf = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });

/** The app's side: keeps the list, "uploads" each added file to 100 %, removes on request. */
function Uploader(props: Partial<FileDropProps> & { initialFiles?: FileDropItem[] }) {
  const { initialFiles = [], onAdd, onRemove, ...rest } = props;
  const [files, setFiles] = useState<FileDropItem[]>(initialFiles);
  return (
    <div style={{ maxWidth: 480 }}>
      <FileDrop
        label="Fotos del alojamiento"
        {...rest}
        files={files}
        onAdd={(added) => {
          onAdd?.(added);
          setFiles((current) => [
            ...current,
            ...added.map((file, index) => ({ id: `${file.name}-${current.length + index}`, name: file.name, size: file.size, progress: 40 })),
          ]);
        }}
        onRemove={(id) => {
          onRemove?.(id);
          setFiles((current) => current.filter((file) => file.id !== id));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/FileDrop',
  component: FileDrop,
  args: { label: 'Fotos del alojamiento', files: [], onAdd: fn(), onRemove: fn() },
  argTypes: {
    maxFileSize: { control: 'number', description: `Default: ${FILE_DROP_MAX_FILE_SIZE} bytes (30 MB)` },
    files: { control: 'object' },
  },
  render: (args) => <Uploader {...args} initialFiles={args.files as FileDropItem[]} />,
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Default: Story = {
  args: { description: 'Hasta 30 MB por archivo.' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Elija archivos' })).toBeEnabled();
    await userEvent.upload(fileInput(canvasElement), [fileOf('portal.jpg', 2048, 'image/jpeg'), fileOf('salon.jpg', 4096, 'image/jpeg')]);
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('progressbar', { name: 'portal.jpg' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('progressbar', { name: 'salon.jpg' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar portal.jpg' }));
    await expect(canvas.queryByRole('progressbar', { name: 'portal.jpg' })).toBeNull();
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  args: {
    accept: ['image/*', '.pdf'],
    files: [
      { id: 'a', name: 'plano.pdf', size: megabytes(1.2) },
      { id: 'b', name: 'fachada.jpg', size: megabytes(3.4), progress: 65 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tipos admitidos: image/*, .pdf')).toBeVisible();
  },
};

/** 30 MB per file, with the spec's message for each refused file; the rest are accepted. */
export const SizeLimit: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const tooBig = fileOf('video-31.mp4', megabytes(31));
    const fine = fileOf('video-29.mp4', megabytes(29));
    await userEvent.upload(fileInput(canvasElement), [tooBig, fine]);
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledOnce());
    await expect(args.onAdd).toHaveBeenCalledWith([fine]);
    await expect(canvas.getByRole('progressbar', { name: 'video-29.mp4' })).toBeVisible();
    const refusedRow = canvas.getByText('video-31.mp4').closest('li')!;
    await expect(refusedRow).toHaveTextContent('Los archivos son demasiado grandes. El límite es de 30MB por archivo.');
    await expect(canvas.getByRole('status')).toHaveTextContent('video-31.mp4: Los archivos son demasiado grandes');
    // The refusal can be dismissed.
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar video-31.mp4' }));
    await expect(canvas.queryByText('video-31.mp4')).toBeNull();
  },
};

export const EveryRefusedFileSaysWhy: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), [fileOf('a.mov', megabytes(40)), fileOf('b.mov', megabytes(31))]);
    await expect(canvas.getAllByText('Los archivos son demasiado grandes. El límite es de 30MB por archivo.')).toHaveLength(2);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const UploadFailed: Story = {
  args: { files: [{ id: 'x', name: 'contrato.pdf', size: megabytes(2), error: 'No se pudo subir. Inténtelo de nuevo.' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('contrato.pdf').closest('li')).toHaveAttribute('data-error', 'true');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Campo requerido' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Campo requerido')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, files: [{ id: 'a', name: 'plano.pdf', size: megabytes(1.2) }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Elija archivos' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Quitar/ })).toBeNull();
  },
};

export const LongNames: Story = {
  args: {
    label: 'Documentación del alojamiento que debe guardar el propietario durante cinco años',
    files: [{ id: 'a', name: 'certificado_de_eficiencia_energetica_del_apartamento_de_la_calle_mayor_numero_cinco.pdf', size: 812_000, progress: 12 }],
  },
  render: (args) => (
    <div style={{ width: 300 }} data-testid="column">
      <Uploader {...args} initialFiles={args.files as FileDropItem[]} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(canvas.getByRole('listitem').getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};

export const English: Story = {
  args: { label: 'Listing photos' },
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), [fileOf('huge.mov', megabytes(31))]);
    await expect(canvas.getByText('The files are too large. The limit is 30MB per file.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
  },
};

function FocusFromOutside(props: FileDropProps) {
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <Stack gap="medium" align="start">
      <FileDrop {...props} ref={ref} />
      <Button variant="secondary" onPress={() => ref.current?.focus()}>
        Ir al campo
      </Button>
    </Stack>
  );
}

export const FocusThroughRef: Story = {
  render: (args) => <FocusFromOutside {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al campo' }));
    await expect(canvas.getByRole('button', { name: 'Elija archivos' })).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  args: {
    files: [
      { id: 'a', name: 'plano.pdf', size: megabytes(1.2) },
      { id: 'b', name: 'fachada.jpg', size: megabytes(3.4), progress: 65 },
      { id: 'c', name: 'video.mp4', size: megabytes(12), error: 'No se pudo subir. Inténtelo de nuevo.' },
    ],
  },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const RightToLeft: Story = {
  args: { files: [{ id: 'b', name: 'fachada.jpg', size: megabytes(3.4), progress: 65 }] },
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem').getBoundingClientRect();
    // The remove button is on the inline end: the left.
    await expect(canvas.getByRole('button', { name: 'Quitar fachada.jpg' }).getBoundingClientRect().left - row.left).toBeLessThan(row.width / 2);
  },
};
