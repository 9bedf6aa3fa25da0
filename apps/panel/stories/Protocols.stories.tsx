import type { Meta } from '@storybook/react-vite';
import { fail, pending, unreachable } from './mocks/api.ts';
import { people } from './mocks/people.ts';
import { portfolio } from './mocks/portfolio.ts';
import { ownerGraph, protocolBuilder } from './mocks/protocols.ts';
import { at, screenStates, type ScreenStory } from './screens.ts';

const meta = { title: 'Panel/Protocols' } satisfies Meta;
export default meta;

// The protocol builder as a customer sees its own structure: the assets tree, the summary of which
// node holds which cards and what is missing, and the standard operating procedures.
const customer = people.customer;
const world = portfolio({ user: customer });
const graph = ownerGraph();
const longOwner = { ...people.longNames, role: 'customer' as const, customerId: people.customer.customerId };
const longGraph = ownerGraph(
  'Apartamentos Turísticos Costa del Sol y Serranía de Ronda, Sociedad Limitada Unipersonal',
  (n) => `Apartamento turístico con vistas al mar Mediterráneo y terraza privada, edificio Los Geranios, puerta ${(n + 1).toString()}`,
);

const states = (tab: string) =>
  screenStates({
    path: `/protocols${tab}`,
    user: customer,
    full: [...protocolBuilder(graph), ...world],
    fullShows: /Edificio Sol/,
    // Nothing built yet: the owner's structure is its root alone.
    empty: [...protocolBuilder(graph.slice(0, 1)), ...world],
    loading: [pending('get', '/api/nodes/graph/{id}')],
    unreachable: [unreachable('get', '/api/nodes/graph/{id}')],
    forbidden: [fail('get', '/api/nodes/graph/{id}', 403, 'Forbidden')],
    long: [...protocolBuilder(longGraph), ...portfolio({ user: longOwner })],
    longShows: /Los Geranios/,
    longUser: longOwner,
  });

const assets = states('');
export const Assets: ScreenStory = { ...assets.Full, name: 'Assets', tags: ['both-themes'] };
export const AssetsLoading: ScreenStory = { ...assets.Loading, name: 'Assets: loading' };
export const AssetsEmpty: ScreenStory = { ...assets.Empty, name: 'Assets: nothing built yet' };
export const AssetsNetworkError: ScreenStory = { ...assets.NetworkError, name: 'Assets: error, network' };
export const AssetsForbidden: ScreenStory = { ...assets.Forbidden, name: 'Assets: error 403' };
export const AssetsLongNames: ScreenStory = { ...assets.LongNames, name: 'Assets: very long names' };
export const AssetsPhoneEnglish: ScreenStory = { ...assets.PhoneEnglish, name: 'Assets: phone, English' };

export const NotActivated: ScreenStory = {
  name: 'Not activated yet',
  parameters: at('/protocols', customer, protocolBuilder(graph.slice(0, 1), { active: false }), world),
  play: async ({ canvas }) => void (await canvas.findByText(/^(Los protocolos no están activados|Protocols are not activated)/)),
};

const summary = states('?tab=summary');
const showsGaps: ScreenStory['play'] = async ({ canvas }) => void (await canvas.findAllByText(/Sucursal Nerja/));
export const Summary: ScreenStory = { ...summary.Full, name: 'Summary', tags: ['both-themes'], play: showsGaps };
export const SummaryLoading: ScreenStory = {
  name: 'Summary: loading',
  parameters: at('/protocols?tab=summary', customer, [pending('get', '/api/nodes/export/{ownerId}')], protocolBuilder(graph), world),
  play: async ({ canvas }) => void (await canvas.findByRole('tab', { name: /^(Resumen|Summary)/, selected: true })),
};
export const SummaryNetworkError: ScreenStory = {
  name: 'Summary: error, network',
  parameters: at('/protocols?tab=summary', customer, [unreachable('get', '/api/nodes/export/{ownerId}')], protocolBuilder(graph), world),
  play: async ({ canvas }) => void (await canvas.findAllByRole('button', { name: /^(Reintentar|Try again|Retry)$/ })),
};
export const SummaryLongNames: ScreenStory = { ...summary.LongNames, name: 'Summary: very long names' };
export const SummaryPhoneEnglish: ScreenStory = { ...summary.PhoneEnglish, name: 'Summary: phone, English', play: showsGaps };

const sop = states('?tab=sop');
export const Procedures: ScreenStory = { ...sop.Full, name: 'Operating procedures', tags: ['both-themes'] };
export const ProceduresPhoneEnglish: ScreenStory = { ...sop.PhoneEnglish, name: 'Operating procedures: phone, English' };

// Staff who may change any owner's structure choose the owner first.
export const StaffChoosesOwner: ScreenStory = {
  name: 'Staff: choose the owner',
  parameters: at('/protocols', people.admin, portfolio({ user: people.admin })),
  play: async ({ canvas }) => void (await canvas.findByText(/^(Elige el propietario|Choose the owner)/)),
};
export const StaffOwnerChosen: ScreenStory = {
  name: 'Staff: an owner chosen',
  parameters: at(`/protocols?owner=${people.customer._id}`, people.admin, protocolBuilder(graph), portfolio({ user: people.admin })),
  play: async ({ canvas }) => void (await canvas.findAllByText(/Edificio Sol/)),
};
