import { Button, Notification, Stack, Text } from '@sereno/ui';
import * as styles from './ShownOnce.css.ts';

export interface ShownOnceValue {
  caption?: string;
  value: string;
}

interface ShownOnceProps {
  title: string;
  /** Why it is shown now: the server keeps only a hash, or keeps it sealed. */
  explanation: string;
  /** The accessible name of the values together. */
  label: string;
  values: ShownOnceValue[];
  doneLabel: string;
  onDone: () => void;
}

/**
 * What the server shows this once — an application key, a signing secret: copied now or never. Its
 * texts come from the page that shows it, in that page's namespace.
 */
export function ShownOnce({ title, explanation, label, values, doneLabel, onDone }: ShownOnceProps) {
  return (
    <Notification tone="success" autoHideMs={null} title={title}>
      <Stack gap="small">
        <Text>{explanation}</Text>
        <ShownOnceValues label={label} values={values} />
        <div>
          <Button size="small" variant="secondary" onPress={onDone}>
            {doneLabel}
          </Button>
        </div>
      </Stack>
    </Notification>
  );
}

/**
 * The values themselves, named together by `label`, each under its caption, in a face where 0 and O
 * differ: for a page that frames them its own way (a device's token, in a dialog).
 */
export function ShownOnceValues({ label, values }: { label: string; values: ShownOnceValue[] }) {
  return (
    <figure className={styles.box} aria-label={label}>
      {values.map(({ caption, value }) => (
        <div key={value} className={styles.box}>
          {caption ? <span className={styles.caption}>{caption}</span> : null}
          <code className={styles.value}>{value}</code>
        </div>
      ))}
    </figure>
  );
}
