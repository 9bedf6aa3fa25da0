import { Card, Heading, Inline, Stack, Text } from '@sereno/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../shared/layout/LanguageSwitch.tsx';
import { ThemeSwitch } from '../../shared/layout/ThemeSwitch.tsx';
import * as styles from './AuthLayout.css.ts';

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  /** Under the card: links to the other public pages. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the public pages: the product, the switches, and one card with the form. */
export function AuthLayout({ title, intro, footer, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <Stack gap="large">
          <Inline justify="space-between" align="center">
            <Heading level={1}>{t('app.name')}</Heading>
            <Inline gap="xsmall" align="center">
              <ThemeSwitch />
              <LanguageSwitch />
            </Inline>
          </Inline>
          <Text tone="secondary">{t('app.tagline')}</Text>
          <Card>
            <Card.Header>
              <Stack gap="small">
                <Heading level={2}>{title}</Heading>
                {intro ? (
                  <Text size="small" tone="secondary">
                    {intro}
                  </Text>
                ) : null}
              </Stack>
            </Card.Header>
            <Card.Body>{children}</Card.Body>
          </Card>
          {footer ? <Stack gap="xsmall">{footer}</Stack> : null}
        </Stack>
      </div>
    </main>
  );
}
