// The page the benchmark times (run.ts): the panel's own protocols tab (ProtocolsView, as the room
// page mounts it) with its data already in the query cache — "after its data arrives" — and, as the
// baseline, a plain list of the same texts; both rendered by the same React, in the same page.
import { roomCardsQuery, roomNodePathQuery } from '@sereno/api-client';
import { protocolCardsResources } from '@sereno/protocol-cards';
import { ThemeRoot } from '@sereno/ui';
import { validationResources } from '@sereno/validation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ProtocolsView } from '../../../apps/panel/src/shared/protocols/ProtocolsView.tsx';
import { cardCount, ownerId, roomCards, roomId, roomPath, textsOf } from './cards.ts';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'es',
  resources: { es: { ...protocolCardsResources.es, ...validationResources.es }, en: { ...protocolCardsResources.en, ...validationResources.en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

function ProtocolsTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(roomNodePathQuery(ownerId, roomId).queryKey, roomPath);
  queryClient.setQueryData(roomCardsQuery(ownerId, roomId).queryKey, roomCards);
  return (
    <QueryClientProvider client={queryClient}>
      <ProtocolsView ownerId={ownerId} target={{ roomId }} />
    </QueryClientProvider>
  );
}

const plainItems = roomCards.map((card) => ({ id: card._id, title: card.module, texts: textsOf(card.content) }));

function PlainList() {
  return (
    <ul>
      {plainItems.map((item) => (
        <li key={item.id}>
          <h2>{item.title}</h2>
          {item.texts.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </li>
      ))}
    </ul>
  );
}

export type Kind = 'tab' | 'plain';
export interface Timing {
  /** React's render and commit alone (ms). */
  committed: number;
  /** React's render and commit, then style and layout of what it made (ms). */
  rendered: number;
  /** Until the frame after it (ms): what the agent waits for before seeing it. */
  painted: number;
  /** Until the frame after every card is in the page (ms): the tab renders a screenful first, then the rest in the background. */
  complete: number;
  /** Card headings in the page at `painted`. */
  paintedHeadings: number;
  /** Card headings in the result: that the right thing was rendered. */
  headings: number;
  /** Elements in the result. */
  elements: number;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function renderOnce(kind: Kind): Promise<Timing> {
  const stage = document.getElementById('stage');
  if (!stage) throw new Error('no stage');
  const container = document.createElement('div');
  stage.append(container);
  const root = createRoot(container);
  performance.mark(`${kind}:start`);
  const started = performance.now();
  flushSync(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ThemeRoot>{kind === 'tab' ? <ProtocolsTab /> : <PlainList />}</ThemeRoot>
      </I18nextProvider>,
    ),
  );
  const committed = performance.now() - started;
  performance.mark(`${kind}:committed`);
  void container.getBoundingClientRect().height;
  const rendered = performance.now() - started;
  performance.mark(`${kind}:laidOut`);
  await nextFrame();
  const painted = performance.now() - started;
  performance.mark(`${kind}:painted`);
  const h2s = container.getElementsByTagName('h2');
  const count = () => h2s.length;
  const paintedHeadings = count();
  for (let frames = 0; count() < cardCount && frames < 600; frames++) await nextFrame();
  const complete = performance.now() - started;
  performance.mark(`${kind}:complete`);
  const headings = count();
  const elements = container.querySelectorAll('*').length;
  root.unmount();
  container.remove();
  return { committed, rendered, painted, complete, paintedHeadings, headings, elements };
}

declare global {
  interface Window {
    renderOnce: (kind: Kind) => Promise<Timing>;
  }
}
window.renderOnce = renderOnce;
