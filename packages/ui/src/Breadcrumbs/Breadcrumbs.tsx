import { Children, createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs } from 'react-aria-components';
import { ChevronRight } from 'lucide-react';
import { useUiStrings } from '../i18n/strings';
import type { LinkComponentProps } from '../private/link';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbsProps {
  /** The router's link for the items' `href`. @default 'a' */
  linkComponent?: ComponentType<LinkComponentProps>;
  /** The landmark's name. @default "Ruta de navegación" / "Breadcrumbs" */
  label?: string;
  /** `Breadcrumbs.Item` elements, from the top level down to the current page (the last one). */
  children: ReactNode;
}

export interface BreadcrumbsItemProps {
  /** Where the item leads; the last item is the current page and is not a link. */
  href?: string;
  children: ReactNode;
}

const LinkContext = createContext<ComponentType<LinkComponentProps> | 'a'>('a');

function BreadcrumbsItem({ href, children }: BreadcrumbsItemProps) {
  const Link = useContext(LinkContext);
  return (
    <Breadcrumb className={styles.item}>
      {({ isCurrent }) =>
        isCurrent || href === undefined ? (
          <span className={styles.current} aria-current={isCurrent ? 'page' : undefined}>
            {children}
          </span>
        ) : (
          <>
            <Link href={href} className={styles.link}>
              {children}
            </Link>
            <ChevronRight className={styles.separator} aria-hidden="true" />
          </>
        )
      }
    </Breadcrumb>
  );
}

function BreadcrumbsRoot({ linkComponent, label, children }: BreadcrumbsProps) {
  const strings = useUiStrings();
  return (
    <nav aria-label={label ?? strings.breadcrumbs}>
      <LinkContext value={linkComponent ?? 'a'}>
        <AriaBreadcrumbs className={styles.list}>{Children.toArray(children)}</AriaBreadcrumbs>
      </LinkContext>
    </nav>
  );
}

/** Where the current page sits in the panel's hierarchy, each level a link back up. */
export const Breadcrumbs = Object.assign(BreadcrumbsRoot, { Item: BreadcrumbsItem });
