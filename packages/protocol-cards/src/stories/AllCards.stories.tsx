import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@sereno/ui';
import { cardModules, cardSchemas, type CardModule } from '@sereno/validation';
import { expect, fn, waitFor, within } from 'storybook/test';
import { cardDefinitions } from '../definitions/definitions';
import { ProtocolCardForm } from '../ProtocolCardForm/ProtocolCardForm';
import { ProtocolCardView } from '../ProtocolCardView/ProtocolCardView';
import { protocolCardsResources } from '../i18n/resources';
import { cardWidth, expectFitsThePhone, phoneGlobals, phoneWidth } from './decorators';
import { sampleContent, sampleFileUrl } from './samples';

// Every card at once, generated from the definitions: a new card shows here with no story to write.
// The forms come in groups of one shape each, so that each story stays a few seconds under axe.

const definitionOf = (module: CardModule) => cardDefinitions[module];
const hasRequiredFields = (module: CardModule) => definitionOf(module).fields.some((field) => field.required);
const isSwitched = (module: CardModule) => definitionOf(module).switch !== undefined;
const hasCode = (module: CardModule) => definitionOf(module).fields.some((field) => field.name === 'code');

/** Cards with something a host must fill in: insurance, landlord, contacts, wifi. */
const cardsWithRequiredFields = cardModules.filter(hasRequiredFields);
/** Cards with a yes/no switch. */
const switchedCards = cardModules.filter(isSwitched);
/** Cards that open something with a code. */
const codeCards = cardModules.filter(hasCode);
/** The rest: instructions, a time or a place, every field optional. */
const instructionCards = cardModules.filter((module) => !hasRequiredFields(module) && !isSwitched(module) && !hasCode(module));

type Mode = 'view' | 'inherited' | 'empty form' | 'filled form' | 'switched off';

function AllCards({ mode, modules = cardModules, onSave }: { mode: Mode; modules?: readonly CardModule[]; onSave?: (content: unknown) => void }) {
  return (
    <Stack gap="large">
      {modules.map((module) =>
        mode === 'view' || mode === 'inherited' ? (
          <ProtocolCardView
            key={module}
            module={module}
            content={sampleContent[module]}
            fileUrl={sampleFileUrl}
            {...(mode === 'inherited' ? { inheritedFrom: { name: 'Edificio Sol', levelsUp: 2 }, onOverride: fn() } : {})}
          />
        ) : (
          <ProtocolCardForm
            key={module}
            module={module}
            onSave={onSave ?? fn()}
            fileUrl={sampleFileUrl}
            defaultValues={
              mode === 'filled form' ? sampleContent[module] : mode === 'switched off' ? { [definitionOf(module).switch as string]: false } : undefined
            }
          />
        ),
      )}
    </Stack>
  );
}

const meta = {
  title: 'Protocol cards/All cards',
  component: AllCards,
  args: { mode: 'view' },
  argTypes: { modules: { control: false }, onSave: { control: false } },
  decorators: [cardWidth],
} satisfies Meta<typeof AllCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const titleOf = (module: CardModule, language: 'es' | 'en' = 'es') => protocolCardsResources[language].protocolCards.cards[module].title;

const expectEveryTitle = async (canvas: ReturnType<typeof within>, modules: readonly CardModule[], language: 'es' | 'en' = 'es') => {
  for (const module of modules) await expect(canvas.queryAllByRole('heading', { name: titleOf(module, language), level: 2 }).length, module).toBeGreaterThan(0);
};

/** Every card as a night agent reads it, filled with its sample. */
export const Views: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(cardModules.length);
    await expectEveryTitle(canvas, cardModules);
    // The samples of a balcony and a storage room say the flat has none.
    const off = cardModules.filter((module) => {
      const flag = definitionOf(module).switch;
      return flag !== undefined && (sampleContent[module] as Record<string, unknown>)[flag] === false;
    });
    await expect(canvas.getAllByRole('note')).toHaveLength(off.length);
    // A choice reads as its words: how guests get in.
    await expect(within(canvas.getByRole('region', { name: 'Check-in' })).getByText('En persona')).toBeVisible();
  },
};

export const ViewsInheritedInEnglishDark: Story = {
  args: { mode: 'inherited' },
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('From Edificio Sol, 2 levels up')).toHaveLength(cardModules.length);
    await expect(canvas.getAllByRole('button', { name: 'Override here' })).toHaveLength(cardModules.length);
    await expectEveryTitle(canvas, cardModules, 'en');
  },
};

export const ViewsOnAPhone: Story = {
  decorators: [phoneWidth],
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    await expectFitsThePhone(canvasElement);
  },
};

/** The cards a host must fill in, saved empty: each says what is missing, none is saved. */
export const FormsWithErrors: Story = {
  args: { mode: 'empty form', modules: cardsWithRequiredFields, onSave: fn() },
  play: async ({ args, canvas, userEvent }) => {
    for (const form of canvas.getAllByRole('form')) await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    for (const module of cardsWithRequiredFields) {
      const form = canvas.getByRole('form', { name: titleOf(module) });
      await waitFor(() => expect(within(form).getAllByText('Campo requerido').length, module).toBeGreaterThan(0));
    }
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Every switched card at No: only the switch and the card's message. */
export const FormsSwitchedOffInEnglish: Story = {
  args: { mode: 'switched off', modules: switchedCards },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('switch')).toHaveLength(switchedCards.length);
    for (const switchControl of canvas.getAllByRole('switch')) await expect(switchControl).not.toBeChecked();
    await expect(canvas.getAllByRole('note')).toHaveLength(switchedCards.length);
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
  },
};

/** The code cards with their sample, saved back as the schema reads it (an empty code is left out), in the dark theme. */
export const FormsFilledCodeCardsDark: Story = {
  args: { mode: 'filled form', modules: codeCards, onSave: fn() },
  globals: { theme: 'dark' },
  play: async ({ args, canvas, userEvent }) => {
    for (const form of canvas.getAllByRole('form')) await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(codeCards.length));
    for (const module of codeCards) await expect(args.onSave).toHaveBeenCalledWith(cardSchemas[module].parse(sampleContent[module]));
  },
};

/** The instruction, time and place cards with their sample (times, photos, documents), saved back as the schema reads them. */
export const FormsFilledInstructionCards: Story = {
  args: { mode: 'filled form', modules: instructionCards, onSave: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Quitar Documento 1 (PDF)' })).toBeVisible();
    for (const form of canvas.getAllByRole('form')) await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(instructionCards.length));
    for (const module of instructionCards) await expect(args.onSave).toHaveBeenCalledWith(cardSchemas[module].parse(sampleContent[module]));
  },
};
