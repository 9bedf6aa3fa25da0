import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { PaginationFooter, type PaginationFooterProps } from './PaginationFooter';

/** A list that keeps its own page and size, as a page of the panel does through its URL. */
function Stateful(props: PaginationFooterProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize ?? 10);
  return (
    <PaginationFooter
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
        props.onPageSizeChange?.(size);
      }}
    />
  );
}

const meta = {
  title: 'Data display/PaginationFooter',
  component: PaginationFooter,
  args: { page: 1, pageSize: 10, total: 42, onPageChange: fn(), onPageSizeChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PaginationFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five pages: a button each; the current one is marked for screen readers too. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('1–10 de 42')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Página 5' }));
    await expect(canvas.getByText('41–42 de 42')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

export const Playground: Story = {
  args: { page: 2, total: 120 },
};

/** A new page size starts again at page 1 (the owner's size change goes there). */
export const PageSize: Story = {
  args: { page: 3 },
  play: async ({ args, canvas, userEvent }) => {
    const sizes = canvas.getByLabelText('Filas por página');
    await expect([...(sizes as HTMLSelectElement).options].map((option) => option.value)).toEqual(['5', '10', '15', '20', '25']);
    await userEvent.selectOptions(sizes, '25');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(25);
    await expect(canvas.getByText('1–25 de 42')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Exactly six pages still get buttons (spec §9). */
export const SixPages: Story = {
  args: { total: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Página 6' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Seven pages or more: a page input, clamped between 1 and the last page; decimals and signs are not typed. */
export const ManyPages: Story = {
  args: { total: 1234 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Página (de 124)' });
    await userEvent.clear(input);
    await userEvent.type(input, '999{Enter}');
    await expect(input).toHaveValue('124');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(124);
    await expect(canvas.getByText('1231–1234 de 1234')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '-2.5e{Enter}');
    await expect(input).toHaveValue('25');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 de 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Página 2' })).toBeDisabled();
    await expect(canvas.getByLabelText('Filas por página')).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1–10 of 42')).toBeVisible();
    await expect(canvas.getByLabelText('Rows per page')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
};
