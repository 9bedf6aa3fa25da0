// The docs page of every component in Storybook: its guidelines (guidelines.ts) above the stories
// and props that Storybook generates. Storybook-only: nothing here is exported by the package.
import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import type { CSSProperties, ReactNode } from 'react';
import { guidelines } from './guidelines';

const section: CSSProperties = { margin: '16px 0' };
const badge = (status: string): CSSProperties => ({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 600,
  background: status === 'stable' ? '#E2F4E9' : '#FDF0DA',
  color: status === 'stable' ? '#0F4F2C' : '#6E3300',
});

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The guidelines of the component named by the last part of the story title ("Actions/Button"). */
export function Guidelines({ name }: { name: string }): ReactNode {
  const guideline = guidelines[name];
  if (!guideline) return null;
  return (
    <section aria-label={`Guidelines for ${name}`} style={section}>
      <p>
        Status: <span style={badge(guideline.status)}>{guideline.status}</span>
        {guideline.status === 'beta' ? ' — its props may still change.' : ''}
      </p>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 24 }}>
        <List title="When to use it" items={guideline.use} />
        <List title="When not to" items={guideline.avoid} />
      </div>
      <h3>Accessibility</h3>
      {guideline.keyboard.length > 0 ? (
        <table>
          <caption style={{ textAlign: 'start' }}>Keyboard</caption>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {guideline.keyboard.map(([key, what]) => (
              <tr key={key}>
                <td>
                  <kbd>{key}</kbd>
                </td>
                <td>{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Keyboard: it takes no focus of its own.</p>
      )}
      <p>
        <strong>A screen reader announces:</strong> {guideline.screenReader}
      </p>
      <p>
        <strong>Related:</strong> {guideline.related.join(', ')}
      </p>
      <p style={{ fontSize: 13, opacity: 0.8 }}>Guidelines are written in English; the toolbar's language switch changes the stories below.</p>
    </section>
  );
}

function GuidelinesOfThisPage() {
  const resolved = useOf('meta');
  const title = resolved.type === 'meta' ? resolved.preparedMeta.title : '';
  return <Guidelines name={title.split('/').pop() ?? title} />;
}

/** Storybook's generated docs page, with the guidelines after the description. */
export function ComponentDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <GuidelinesOfThisPage />
      <h2>Examples</h2>
      <Primary />
      <Controls />
      <Stories title="" />
    </>
  );
}
